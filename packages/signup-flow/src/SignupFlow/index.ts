export { SignupFlow, type SignupFlowProps } from './SignupFlow.tsx'
export type { SisterSignup } from './screens.tsx'
export type { SignupLegalLinks, SignupTargetProfile } from './steps.tsx'
