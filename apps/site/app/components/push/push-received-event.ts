/** Fired on window when a push arrives while a page is open (detail: the PushPayload). */
export const pushReceivedEvent = 'dating:push-received'
