export { SignupFlow, type SignupFlowProps } from './SignupFlow.tsx'
export type { SignupLegalLinks, SignupTargetProfile } from './steps.tsx'
