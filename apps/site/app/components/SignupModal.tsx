import { LinkButton, type LinkButtonProps } from '@dating/ui/Button'
import { opensElsewhere } from '@dating/ui/Link'
import { useLocation } from '@remix-run/react'
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { useRootData } from '~/utils/root-data.ts'
import { asksForSignup, signupPageHref, withoutSignupFlag } from '~/utils/signup-links.ts'
import type { SignupTarget } from './signup-target.ts'

/**
 * The signup flow (its machine, xstate and the form) loads when the modal first opens, or is
 * about to (pointer over or focus on a signup link), not with every page.
 */
const loadSignupDialog = () => import('./SiteSignupDialog.tsx')
const SiteSignupDialog = lazy(() =>
  loadSignupDialog().then((module) => ({ default: module.SiteSignupDialog })),
)

/** Starts loading the signup modal's code ahead of its first use. */
export function preloadSignupDialog() {
  void loadSignupDialog()
}

interface SignupModalApi {
  /** Opens the signup modal over the page, with a first message to `target` when given. */
  openSignup: (target?: SignupTarget) => void
}

const SignupModalContext = createContext<SignupModalApi>({ openSignup: () => {} })

export const useSignupModal = () => useContext(SignupModalContext)

/**
 * Holds the signup modal of the default layout (SPEC §2): "Sign up free" in the header, the
 * visitor actions that need an account and `?signup=1` open it. It stays mounted while the
 * layout reloads after the signup, so the finished signup still shows.
 */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const { member } = useRootData()
  const location = useLocation()
  const [opened, setOpened] = useState<{ key: number; target: SignupTarget | null } | null>(null)

  const openSignup = useCallback((target?: SignupTarget) => {
    setOpened((current) => current ?? { key: Date.now(), target: target ?? null })
  }, [])

  useEffect(() => {
    if (member) return
    if (!asksForSignup(location.search)) return
    openSignup()
    window.history.replaceState(window.history.state, '', withoutSignupFlag(window.location.href))
  }, [member, location.search, openSignup])

  const api = useMemo<SignupModalApi>(() => ({ openSignup }), [openSignup])
  return (
    <SignupModalContext.Provider value={api}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <SiteSignupDialog
            key={opened.key}
            target={opened.target}
            onClosed={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </SignupModalContext.Provider>
  )
}

/**
 * A link to the signup page that opens the signup modal instead when it can: for visitor
 * actions that need an account, and the header's "Sign up free".
 */
export function SignupLinkButton({
  targetProfile,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: Omit<LinkButtonProps, 'href' | 'target'> & { targetProfile?: SignupTarget | null }) {
  const { openSignup } = useSignupModal()
  return (
    <LinkButton
      {...props}
      href={signupPageHref(targetProfile)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        preloadSignupDialog()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preloadSignupDialog()
      }}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || opensElsewhere(event)) return
        event.preventDefault()
        openSignup(targetProfile ?? undefined)
      }}
    />
  )
}
