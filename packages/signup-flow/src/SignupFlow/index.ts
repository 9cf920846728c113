export { SignupFlow, type SignupFlowProps } from './SignupFlow.tsx'
export type { SignupTargetProfile } from './steps.tsx'
