import type { MessageId } from './message-ids.ts'

/**
 * What a translator needs to know about messages whose meaning the English alone does not
 * make clear (FormatJS's `description`): where they show, what a placeholder holds, and wording
 * the law prescribes. Keyed by message id, so an id that does not exist fails the typecheck.
 */
export const messageDescriptions: Partial<Record<MessageId, string>> = {
  'api.fictional.singular':
    'The default label of a profile run by staff, lower case; shown capitalised on cards, in the chat, the match modal, mails and pushes. Use the glossary word for "fictional".',
  'api.fictional.plural': 'Plural of api.fictional.singular, lower case.',
  'brand.description':
    'The home page meta description when the brand wrote its own only in another language. {brand} is the brand name. Must not promise real profiles.',
  'brand.indexTitle':
    'The home page title when the brand wrote its own only in another language. {brand} is the brand name.',
  'chat.icebreaker.1':
    'A first message the member may send with one tap. Must not suggest meeting in person (the other profile may be fictional).',
  'chat.icebreaker.2': 'As chat.icebreaker.1: a question to start a chat, never a date.',
  'chat.icebreaker.3': 'As chat.icebreaker.1: a question to start a chat, never a date.',
  'chat.icebreaker.4': 'As chat.icebreaker.1: a question to start a chat, never a date.',
  'chat.outOfCredits.value':
    '{cost} and {balance} are credits with their money value, e.g. "12 credits (€9.00)".',
  'chat.photo.sendValue': 'Button that sends a chat photo; {cost} is e.g. "12 credits (€9.00)".',
  'cookies.banner.accept':
    'Consent to the cookie that is not strictly necessary. Same weight as the refusal: no stronger word.',
  'cookies.banner.refuse':
    'Refuses everything that is not strictly necessary. Same weight as the acceptance.',
  'cookies.banner.text':
    'The cookie banner. <policy> wraps the link to the cookie policy. Say plainly what is stored with consent and for how long.',
  'cookies.banner.title': 'Heading of the cookie banner.',
  'cookies.settings.title':
    'The page the footer link "Cookie settings" opens, where the answer can be changed.',
  'credits.balanceValue':
    '{balance} is credits with their money value, e.g. "30 credits (£14.61)".',
  'credits.checkout.consent':
    'Checkbox at checkout: the consent to immediate delivery and the acknowledgement that the right of withdrawal ends for credits used (CRD Art. 16(m)).',
  'credits.checkout.legal':
    'Line above the order button. Must say prices include VAT (use the local tax name) and link the terms (<terms>) and the withdrawal information (<withdrawal>).',
  'credits.checkout.packagePrice':
    'The package and its price, e.g. "20 credits: £12.99". Punctuate as your language does (French: a space before the colon).',
  'credits.checkout.pay':
    'The order button. The law (CRD Art. 8(2)) asks for words that say the order costs money, e.g. "Zahlungspflichtig bestellen", "Commander avec obligation de paiement"; never "Continue".',
  'credits.withValue':
    'Credits with their money value at what the member paid per credit; {amount} is formatted money.',
  'fictional.plural':
    'Says some profiles on the page are run by staff and cannot be met. Use the glossary word for "fictional".',
  'fictional.singular':
    'Under a fictional profile, in the match modal and on a match page: run by staff, cannot be met.',
  'fictional.warning':
    'The brand-wide statement about fictional profiles (settings fictional_warning).',
  'footer.cookieSettings':
    'Footer link to the cookie settings page, where the cookie answer can be changed.',
  'footer.returnPolicy':
    'Footer link to the withdrawal information; use the name the law of your country gives it (Widerrufsbelehrung, droit de rétractation).',
  'invoice.vatLine':
    'Invoice row: the VAT included in the total; {rate} is the percentage, e.g. 21 or 25.5.',
  'likes.liked':
    'Notice after a like sent from a page without JavaScript; {name} is the profile name.',
  'likes.notSaved':
    'Notice when a like was refused; {reason} is the server’s sentence, e.g. the daily limit.',
  'likes.like': 'Button that likes a profile (a verb). Use the glossary word for "like".',
  'mail.purchase.action': 'Button of the purchase confirmation mail that opens the invoice.',
  'mail.purchase.intro':
    'First line of the purchase confirmation mail (a confirmation on a durable medium, CRD Art. 8(7)): ask to keep it.',
  'mail.purchase.subject':
    'Subject of the purchase confirmation mail; {number} is the invoice number.',
  'mail.purchase.consent':
    'Purchase confirmation: {date} is when the member asked for immediate delivery (date and time), {until} the last day to return unused credits. Quote the withdrawal button in your language.',
  'mail.purchase.invoice': '{number} is the invoice number, {date} date and time of payment.',
  'mail.purchase.order': '{amount} is formatted money, {method} the payment method name.',
  'mail.purchase.terms': '{date} is the version date of the terms, {url} their address.',
  'mail.purchase.vat': '{rate} is the VAT percentage, {vat} the VAT amount as money.',
  'mail.withdrawal.received':
    'Acknowledgement of a withdrawal (Directive 2023/2673): {date} is when it was received (date and time), {number} the invoice number.',
  'matchModal.title':
    'Heading of the modal when two members like each other. Use the glossary word for "match".',
  'nav.creditsBalanceValue':
    'Navigation and account menu: {balance} is credits with their money value.',
  'notifications.mail.fictional':
    'Notification mail, after news from a fictional profile: {mark} is the icon and the label, e.g. "🎭 Fictional profile".',
  'pricing.intro': '{cost} is the price of one message in credits with its money value.',
  'signup.consent.sensitive':
    'Explicit consent (GDPR Art. 9) beside a checkbox on the first signup step. {brand} is the brand. Keep every element: what is kept, why, that it may reveal sexual orientation, how to withdraw.',
  'signup.error.consentRequired':
    'Shown when the consent box is not ticked; explains why the service cannot work without it. Also the api’s error message.',
  'signup.terms':
    'Above the last signup button. <terms> and <privacy> wrap links to the terms and the privacy policy.',
  'swipeGame.like': 'Button that likes the profile on the card (a verb).',
  'withdrawal.confirm':
    'Statutory label of the confirmation step of the withdrawal function (Directive 2023/2673: "confirm withdrawal"). Use your language version of the directive; no "undo" words.',
  'withdrawal.start':
    'Statutory label of the withdrawal function (Directive 2023/2673: "withdraw from contract here"), in the footer, the account menu and on the payment. Use your language version of the directive; no "undo" words such as Fortryd, Angre, Peru.',
  'withdrawal.title': 'Heading of the withdrawal section on a payment.',
}

/**
 * Messages that need a description: legal wording or values in placeholders. An entry ending in
 * a dot stands for every id under it, any other for that one id.
 */
export const describedNamespaces = [
  'withdrawal.start',
  'withdrawal.confirm',
  'cookies.banner.',
  'credits.checkout.pay',
  'credits.checkout.legal',
  'mail.purchase.',
  'mail.withdrawal.received',
  'signup.consent.',
  'fictional.',
  'brand.',
  'chat.icebreaker.',
] as const
