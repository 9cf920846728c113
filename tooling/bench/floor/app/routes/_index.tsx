export default function Index() {
  return <h1>Floor</h1>
}
