export {
  ActivationReminder,
  type ActivationReminderPresentation,
  type ActivationReminderProps,
  activationReminderPresentations,
} from './ActivationReminder.tsx'
