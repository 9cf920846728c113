import { accountDeletedReactivationMail } from './templates/account-deleted-reactivation.ts'
import { activationMail } from './templates/activation.ts'
import { appealOutcomeMail } from './templates/appeal-outcome.ts'
import { appealReceiptMail } from './templates/appeal-receipt.ts'
import { complaintReceiptMail } from './templates/complaint-receipt.ts'
import { emailChangeConfirmMail } from './templates/email-change-confirm.ts'
import { noticeOutcomeMail } from './templates/notice-outcome.ts'
import { notificationMail } from './templates/notification.ts'
import { passwordResetMail } from './templates/password-reset.ts'
import { purchaseMail } from './templates/purchase.ts'
import { restrictionLiftedMail } from './templates/restriction-lifted.ts'
import { staffInvitationMail } from './templates/staff-invitation.ts'
import { statementOfReasonsMail } from './templates/statement-of-reasons.ts'
import type { TemplateData } from './templates/template.ts'
import { withdrawalMail } from './templates/withdrawal.ts'

/** Every kind of mail the api sends; the key is stored as `outbox.kind`. */
export const mailTemplates = {
  activation: activationMail,
  password_reset: passwordResetMail,
  email_change_confirm: emailChangeConfirmMail,
  account_deleted_reactivation: accountDeletedReactivationMail,
  notification: notificationMail,
  complaint_receipt: complaintReceiptMail,
  withdrawal: withdrawalMail,
  purchase: purchaseMail,
  statement_of_reasons: statementOfReasonsMail,
  appeal_receipt: appealReceiptMail,
  notice_outcome: noticeOutcomeMail,
  appeal_outcome: appealOutcomeMail,
  restriction_lifted: restrictionLiftedMail,
  staff_invitation: staffInvitationMail,
}

export type MailKind = keyof typeof mailTemplates
export type MailData = { [K in MailKind]: TemplateData<(typeof mailTemplates)[K]> }

export const mailKinds = Object.keys(mailTemplates) as MailKind[]
