/** Where an invited staff member chooses their password: the back office's invitation page. */
export function invitationLink(backofficeUrl: string, token: string): string {
  return `${backofficeUrl}/invitation?token=${encodeURIComponent(token)}`
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** The back office's origin (BACKOFFICE_URL): staff invitations link there. */
    backofficeUrl?: string
  }
}
