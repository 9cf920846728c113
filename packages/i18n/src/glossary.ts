import type { Locale } from './locales.ts'

/** The concepts a member meets everywhere, which each language must name one way only. */
export const glossaryConcepts = [
  'like',
  'match',
  'credits',
  'premium',
  'fictional',
  'notice',
  'appeal',
] as const
export type GlossaryConcept = (typeof glossaryConcepts)[number]

/**
 * One concept in one language: the word chosen (`term`, for translators and reviewers) and
 * the other ways of saying it that the catalogue must not use. A message may still use an
 * avoided word for something else: its key is then listed in `elsewhere`.
 */
export type GlossaryEntry = {
  term: string
  avoid: readonly RegExp[]
  elsewhere?: readonly string[]
}

export type Glossary = Record<GlossaryConcept, GlossaryEntry>

/** A word starting at a word boundary, in any script (JavaScript's \b knows only ASCII). */
const word = (stem: string, flags = 'iu') => new RegExp(`(?<![\\p{L}\\p{N}])${stem}`, flags)

/** Payment method names that happen to contain "credit" (the card, not our credits). */
const cardMethods = ['credits.method.creditcard']

export const glossaries: Record<Locale, Glossary> = {
  da: {
    like: { term: 'like (at like en profil), kan lide (hinanden)', avoid: [word('synes godt om')] },
    match: { term: 'match', avoid: [word('parring')] },
    credits: { term: 'kreditter', avoid: [word('credits?(?![\\p{L}])')], elsewhere: cardMethods },
    premium: {
      term: 'premium',
      avoid: [word('abonnement')],
      elsewhere: ['premium.benefit.noSubscription', 'credits.premiumNote', 'pricing.oneOff'],
    },
    fictional: { term: 'fiktiv', avoid: [word('opdigt')] },
    notice: { term: 'anmeldelse', avoid: [word('indberetning')] },
    appeal: { term: 'klage', avoid: [word('appel')] },
  },
  de: {
    like: {
      term: 'Like, liken (likt, gelikt)',
      avoid: [word('geliked'), word('liked'), word('Gefällt mir')],
    },
    match: { term: 'Match', avoid: [word('Treffer')] },
    credits: { term: 'Credits', avoid: [word('Münzen'), word('Kredite')] },
    premium: {
      term: 'Premium',
      avoid: [word('Abonnement'), word('Abo(?![\\p{L}])')],
      elsewhere: ['premium.benefit.noSubscription', 'credits.premiumNote', 'pricing.oneOff'],
    },
    fictional: { term: 'fiktiv', avoid: [word('erfunden')] },
    notice: { term: 'Meldung', avoid: [word('Anzeige(?![\\p{L}])')] },
    appeal: { term: 'Widerspruch', avoid: [word('Einspruch')] },
  },
  en: {
    like: { term: 'like', avoid: [word('favourite'), word('favorite')] },
    match: { term: 'match', avoid: [word('pairing')] },
    credits: { term: 'credits', avoid: [word('coins'), word('tokens')] },
    premium: { term: 'premium', avoid: [word('VIP(?![\\p{L}])', 'u')] },
    fictional: {
      term: 'fictional',
      avoid: [word('fake')],
      elsewhere: ['safety.reason.fake_profile'],
    },
    notice: { term: 'notice, report', avoid: [word('complaint(?=s? about content)')] },
    appeal: { term: 'appeal', avoid: [word('objection')] },
  },
  es: {
    like: { term: 'me gusta', avoid: [word('favorito')] },
    match: { term: 'match', avoid: [word('coincidencia')] },
    credits: { term: 'créditos', avoid: [word('monedas')] },
    premium: { term: 'premium', avoid: [word('suscripción premium')] },
    fictional: {
      term: 'ficticio',
      avoid: [word('falso')],
      elsewhere: ['safety.reason.fake_profile'],
    },
    notice: { term: 'denuncia', avoid: [word('queja sobre')] },
    appeal: { term: 'reclamación', avoid: [word('apelación'), word('recurso')] },
  },
  fi: {
    like: { term: 'tykkäys, tykätä', avoid: [word('like')] },
    match: { term: 'osuma', avoid: [word('match')] },
    credits: { term: 'krediitit', avoid: [word('credits?(?![\\p{L}])')], elsewhere: cardMethods },
    premium: {
      term: 'premium',
      avoid: [word('tilaus')],
      elsewhere: ['trust.unsubscribe.button', 'premium.benefit.noSubscription', 'pricing.oneOff'],
    },
    fictional: { term: 'kuvitteellinen', avoid: [word('fiktii')] },
    notice: { term: 'ilmoitus', avoid: [word('kantelu')] },
    appeal: { term: 'valitus', avoid: [word('oikaisu')] },
  },
  fr: {
    like: { term: 'like, liker', avoid: [word("j['’]aime ce profil")] },
    match: { term: 'match', avoid: [word('correspondance')] },
    credits: { term: 'crédits', avoid: [word('jetons'), word('pièces')] },
    premium: {
      term: 'statut premium',
      avoid: [word('abonnement premium'), word('Abonnement(?![\\p{L}])', 'u')],
    },
    fictional: {
      term: 'fictif',
      avoid: [word('faux profil')],
      elsewhere: ['safety.reason.fake_profile'],
    },
    notice: { term: 'signalement', avoid: [word('plainte')] },
    appeal: { term: 'recours', avoid: [word('appel(?![\\p{L}])')] },
  },
  it: {
    like: { term: 'mi piace', avoid: [word('preferit')] },
    match: { term: 'match', avoid: [word('corrispondenz')] },
    credits: { term: 'crediti', avoid: [word('monete'), word('gettoni')] },
    premium: { term: 'premium', avoid: [word('abbonamento premium')] },
    fictional: { term: 'fittizio', avoid: [word('immaginari'), word('finto')] },
    notice: { term: 'segnalazione', avoid: [word('denuncia')] },
    appeal: { term: 'reclamo', avoid: [word('ricorso'), word('appello')] },
  },
  nb: {
    like: { term: 'like, synes om', avoid: [word('favoritt')] },
    match: { term: 'match', avoid: [word('treff(?![\\p{L}])')] },
    credits: { term: 'kreditter', avoid: [word('credits?(?![\\p{L}])')], elsewhere: cardMethods },
    premium: {
      term: 'premium',
      avoid: [word('abonnement')],
      elsewhere: ['premium.benefit.noSubscription', 'credits.premiumNote', 'pricing.oneOff'],
    },
    fictional: { term: 'fiktiv', avoid: [word('oppdikt')] },
    notice: { term: 'melding, rapport', avoid: [word('anmeldelse')] },
    appeal: { term: 'klage', avoid: [word('anke')] },
  },
  nl: {
    like: { term: 'like, leuk vinden', avoid: [word('favoriet')] },
    match: { term: 'match', avoid: [word('koppeling')] },
    credits: { term: 'credits', avoid: [word('tegoed'), word('munten')] },
    premium: { term: 'premium', avoid: [word('abonnement premium')] },
    fictional: { term: 'fictief', avoid: [word('nep')], elsewhere: ['safety.reason.fake_profile'] },
    notice: { term: 'melding', avoid: [word('aangifte')] },
    appeal: { term: 'bezwaar', avoid: [word('beroep')] },
  },
  pl: {
    like: { term: 'polubienie, polubić', avoid: [word('lajk')] },
    match: { term: 'dopasowanie', avoid: [word('match')] },
    credits: { term: 'kredyty', avoid: [word('monet'), word('żeton')] },
    premium: { term: 'premium', avoid: [word('abonament premium')] },
    fictional: {
      term: 'fikcyjny',
      avoid: [word('fałszyw')],
      elsewhere: ['safety.reason.fake_profile'],
    },
    notice: { term: 'zgłoszenie (Zgłoś treść)', avoid: [word('donies'), word('skarg')] },
    appeal: { term: 'odwołanie', avoid: [word('sprzeciw')] },
  },
  sv: {
    like: { term: 'gilla', avoid: [word('favorit')] },
    match: { term: 'match', avoid: [word('träff(?![\\p{L}])')] },
    credits: { term: 'krediter', avoid: [word('credits?(?![\\p{L}])')], elsewhere: cardMethods },
    premium: {
      term: 'premium',
      avoid: [word('prenumeration')],
      elsewhere: ['mail.unsubscribed.title'],
    },
    fictional: { term: 'fiktiv', avoid: [word('påhitt')] },
    notice: { term: 'anmälan', avoid: [word('rapport')] },
    appeal: { term: 'överklagande', avoid: [word('invändning')] },
  },
}

export type GlossaryFinding = { concept: GlossaryConcept; key: string; found: string }

/**
 * Messages that name a concept another way than the language's glossary chose: one concept
 * translated two ways. Empty when the catalogue keeps to its glossary.
 */
export function glossaryFindings(
  catalogue: Record<string, string>,
  glossary: Glossary,
): GlossaryFinding[] {
  const findings: GlossaryFinding[] = []
  for (const concept of glossaryConcepts) {
    const { avoid, elsewhere = [] } = glossary[concept]
    for (const [key, message] of Object.entries(catalogue)) {
      if (elsewhere.includes(key)) continue
      // Argument names ({credits, plural, …}) are code, not words a member reads.
      const text = message.replace(/\{\s*\w+/g, '{')
      for (const pattern of avoid) {
        const match = pattern.exec(text)
        if (match) findings.push({ concept, key, found: match[0] })
      }
    }
  }
  return findings
}

/** French speaks to the member as "vous" only: a "tu" form in any message is the other register. */
export const informalFrench = word("(?:tu|toi|ton|ta|tes|t['’])(?![\\p{L}])")

/**
 * "Real" as a lander would promise it ("real singles", "echte Profile"): some profiles are
 * fictional, so no lander may say it.
 */
export const realPromise: Record<Locale, RegExp> = {
  da: word('rigtige? (?:singler|profiler|medlemmer|billeder)'),
  de: word('echte[nrs]? (?:Singles|Profile|Mitglieder|Fotos)'),
  en: word('real (?:singles|profiles|members|people|photos)'),
  es: word('(?:solteros|perfiles|miembros|fotos) reales'),
  fi: word('(?:oikei(?:ta|siin|den)|aito(?:ja)?) (?:sinkku|profiil|jäsen|kuv)'),
  fr: word('vrai(?:e?s)? (?:célibataires|profils|membres|photos)'),
  it: word('(?:single|profili|membri|foto) ver[ie]'),
  nb: word('ekte (?:singler|profiler|medlemmer|bilder)'),
  nl: word("echte (?:singles|profielen|leden|foto['’]s)"),
  pl: word('prawdziw\\p{L}* (?:single|singli|profil|członk|zdjęci)'),
  sv: word('riktiga (?:singlar|profiler|medlemmar|bilder)'),
}
