/** A lander's title and description, also as its Open Graph preview for shared links. */
export function landerMeta(title: string, description: string) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ]
}
