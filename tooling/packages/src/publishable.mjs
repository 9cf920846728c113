// The packages other brands install; every other workspace package is private.
export const publishablePackages = ['domain', 'i18n', 'api-client', 'machines', 'ui', 'signup-flow']
