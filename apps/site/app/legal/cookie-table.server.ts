import { intlLocaleFor, type CatalogueId } from '@dating/i18n/locales'
import type { Locale } from '@dating/domain/locales'
import {
  type StorageEntry,
  type StorageKind,
  type StorageLifetime,
  type StoragePurpose,
  storageEntries,
} from '@dating/domain/storage'
import type { LegalSection } from './pages.ts'

/** One language's words for the cookie policy's list (decision 059). */
type CookieTableText = {
  heading: string
  kinds: Record<StorageKind, string>
  necessary: string
  consent: string
  untilRemoved: string
  session: string
  purposes: Record<StoragePurpose, string>
  /** "{name} ({kind}, {category}): {purpose} {lifetime}" */
  line: (parts: {
    name: string
    kind: string
    category: string
    purpose: string
    lifetime: string
  }) => string
  keptFor: (duration: string) => string
}

const texts: Record<Locale, CookieTableText> = {
  en: {
    heading: 'Every cookie and storage key we use',
    kinds: { cookie: 'cookie', localStorage: 'local storage', sessionStorage: 'session storage' },
    necessary: 'strictly necessary',
    consent: 'only with your consent',
    untilRemoved: 'Kept until you clear it in your browser.',
    session: 'Kept until you close the tab.',
    purposes: {
      session: 'keeps you logged in after you log in or sign up.',
      language: 'remembers the language the site is shown in.',
      notice: 'carries a short notice to the next page, for example “Your settings were saved”.',
      attribution:
        'remembers which partner site sent you, so the partner is paid if you sign up. Stored only if you choose “Allow all” in the cookie banner.',
      entryWarning: 'remembers that you have read the warning shown when entering the site.',
      loginBinding:
        'ties the one-time login after a signup on a partner page to your browser, so nobody else can use the link.',
      consent: 'remembers your answer to the cookie banner.',
      alertDismissed: 'remembers that you closed a notice, so it does not come back.',
      offerDismissed: 'remembers that you closed the welcome offer.',
      reloadGuard: 'prevents the page from reloading over and over when an update fails to load.',
      scrollPositions:
        'remembers how far down each page you had scrolled, so going back returns you to the same place.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Kept for ${duration}.`,
  },
  de: {
    heading: 'Alle Cookies und Speicherschlüssel, die wir verwenden',
    kinds: {
      cookie: 'Cookie',
      localStorage: 'lokaler Speicher',
      sessionStorage: 'Sitzungsspeicher',
    },
    necessary: 'unbedingt erforderlich',
    consent: 'nur mit Ihrer Einwilligung',
    untilRemoved: 'Gespeichert, bis Sie ihn in Ihrem Browser löschen.',
    session: 'Gespeichert, bis Sie den Tab schließen.',
    purposes: {
      session: 'hält Sie nach Anmeldung oder Registrierung angemeldet.',
      language: 'merkt sich die Sprache, in der die Seite angezeigt wird.',
      notice:
        'überbringt der nächsten Seite einen kurzen Hinweis, etwa „Einstellungen gespeichert“.',
      attribution:
        'merkt sich, über welche Partnerseite Sie gekommen sind, damit der Partner bei einer Registrierung vergütet wird. Wird nur gespeichert, wenn Sie im Cookie-Banner „Alle erlauben“ wählen.',
      entryWarning: 'merkt sich, dass Sie den Hinweis beim Betreten der Seite gelesen haben.',
      loginBinding:
        'bindet die einmalige Anmeldung nach einer Registrierung auf einer Partnerseite an Ihren Browser, damit niemand sonst den Link nutzen kann.',
      consent: 'merkt sich Ihre Antwort auf das Cookie-Banner.',
      alertDismissed:
        'merkt sich, dass Sie einen Hinweis geschlossen haben, damit er nicht wiederkommt.',
      offerDismissed: 'merkt sich, dass Sie das Willkommensangebot geschlossen haben.',
      reloadGuard:
        'verhindert, dass die Seite immer wieder neu lädt, wenn ein Update nicht geladen werden kann.',
      scrollPositions:
        'merkt sich, wie weit Sie auf jeder Seite gescrollt haben, damit Sie beim Zurückgehen an derselben Stelle landen.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Speicherdauer: ${duration}.`,
  },
  fr: {
    heading: 'Tous les cookies et clés de stockage que nous utilisons',
    kinds: {
      cookie: 'cookie',
      localStorage: 'stockage local',
      sessionStorage: 'stockage de session',
    },
    necessary: 'strictement nécessaire',
    consent: 'uniquement avec votre consentement',
    untilRemoved: 'Conservé jusqu’à ce que vous l’effaciez dans votre navigateur.',
    session: 'Conservé jusqu’à la fermeture de l’onglet.',
    purposes: {
      session: 'vous garde connecté après votre connexion ou votre inscription.',
      language: 'mémorise la langue dans laquelle le site s’affiche.',
      notice:
        'transmet un bref message à la page suivante, par exemple « Vos paramètres ont été enregistrés ».',
      attribution:
        'mémorise le site partenaire qui vous a envoyé, afin que ce partenaire soit rémunéré si vous vous inscrivez. Enregistré uniquement si vous choisissez « Tout accepter » dans le bandeau cookies.',
      entryWarning: 'mémorise que vous avez lu l’avertissement affiché à l’entrée du site.',
      loginBinding:
        'lie la connexion unique après une inscription sur un site partenaire à votre navigateur, pour que personne d’autre ne puisse utiliser le lien.',
      consent: 'mémorise votre réponse au bandeau cookies.',
      alertDismissed: 'mémorise que vous avez fermé un avis, pour qu’il ne réapparaisse pas.',
      offerDismissed: 'mémorise que vous avez fermé l’offre de bienvenue.',
      reloadGuard: 'évite que la page se recharge sans fin quand une mise à jour ne se charge pas.',
      scrollPositions:
        'mémorise jusqu’où vous aviez fait défiler chaque page, pour revenir au même endroit quand vous retournez en arrière.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}) : ${purpose} ${lifetime}`,
    keptFor: (duration) => `Durée de conservation : ${duration}.`,
  },
  nl: {
    heading: 'Alle cookies en opslagsleutels die we gebruiken',
    kinds: { cookie: 'cookie', localStorage: 'lokale opslag', sessionStorage: 'sessieopslag' },
    necessary: 'strikt noodzakelijk',
    consent: 'alleen met je toestemming',
    untilRemoved: 'Bewaard tot je het in je browser wist.',
    session: 'Bewaard tot je het tabblad sluit.',
    purposes: {
      session: 'houdt je ingelogd nadat je inlogt of je aanmeldt.',
      language: 'onthoudt in welke taal de site wordt getoond.',
      notice:
        'geeft een korte melding door aan de volgende pagina, bijvoorbeeld „Je instellingen zijn opgeslagen”.',
      attribution:
        'onthoudt via welke partnersite je kwam, zodat de partner betaald wordt als je je aanmeldt. Alleen opgeslagen als je in de cookiebanner „Alles toestaan” kiest.',
      entryWarning: 'onthoudt dat je de waarschuwing bij het betreden van de site hebt gelezen.',
      loginBinding:
        'koppelt de eenmalige login na een aanmelding op een partnerpagina aan je browser, zodat niemand anders de link kan gebruiken.',
      consent: 'onthoudt je antwoord op de cookiebanner.',
      alertDismissed: 'onthoudt dat je een melding hebt gesloten, zodat die niet terugkomt.',
      offerDismissed: 'onthoudt dat je het welkomstaanbod hebt gesloten.',
      reloadGuard: 'voorkomt dat de pagina steeds opnieuw laadt als een update niet laadt.',
      scrollPositions:
        'onthoudt hoe ver je op elke pagina had gescrold, zodat je bij teruggaan op dezelfde plek uitkomt.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Bewaard: ${duration}.`,
  },
  pl: {
    heading: 'Wszystkie pliki cookie i klucze pamięci, których używamy',
    kinds: {
      cookie: 'plik cookie',
      localStorage: 'pamięć lokalna',
      sessionStorage: 'pamięć sesji',
    },
    necessary: 'niezbędny',
    consent: 'tylko za Twoją zgodą',
    untilRemoved: 'Przechowywany, dopóki go nie usuniesz w przeglądarce.',
    session: 'Przechowywany do zamknięcia karty.',
    purposes: {
      session: 'utrzymuje zalogowanie po zalogowaniu lub rejestracji.',
      language: 'zapamiętuje język, w którym wyświetla się strona.',
      notice: 'przekazuje krótki komunikat na następną stronę, np. „Ustawienia zostały zapisane”.',
      attribution:
        'zapamiętuje, która strona partnerska Cię do nas skierowała, aby partner otrzymał wynagrodzenie, jeśli się zarejestrujesz. Zapisywany tylko wtedy, gdy w banerze wybierzesz „Zezwól na wszystkie”.',
      entryWarning: 'zapamiętuje, że ostrzeżenie przy wejściu na stronę zostało przeczytane.',
      loginBinding:
        'wiąże jednorazowe logowanie po rejestracji na stronie partnerskiej z Twoją przeglądarką, aby nikt inny nie mógł użyć linku.',
      consent: 'zapamiętuje Twoją odpowiedź na baner plików cookie.',
      alertDismissed: 'zapamiętuje zamknięcie komunikatu, aby nie pojawiał się ponownie.',
      offerDismissed: 'zapamiętuje zamknięcie oferty powitalnej.',
      reloadGuard: 'zapobiega ciągłemu przeładowywaniu strony, gdy aktualizacja się nie wczyta.',
      scrollPositions:
        'zapamiętuje, jak daleko przewinięto każdą stronę, aby po powrocie wrócić w to samo miejsce.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Okres przechowywania: ${duration}.`,
  },
  es: {
    heading: 'Todas las cookies y claves de almacenamiento que usamos',
    kinds: {
      cookie: 'cookie',
      localStorage: 'almacenamiento local',
      sessionStorage: 'almacenamiento de sesión',
    },
    necessary: 'estrictamente necesaria',
    consent: 'solo con tu consentimiento',
    untilRemoved: 'Se conserva hasta que la borres en tu navegador.',
    session: 'Se conserva hasta que cierres la pestaña.',
    purposes: {
      session: 'mantiene tu sesión iniciada después de entrar o registrarte.',
      language: 'recuerda el idioma en que se muestra el sitio.',
      notice:
        'lleva un breve aviso a la página siguiente, por ejemplo «Tus ajustes se han guardado».',
      attribution:
        'recuerda qué sitio asociado te envió, para que el socio cobre si te registras. Solo se guarda si eliges «Permitir todas» en el aviso de cookies.',
      entryWarning: 'recuerda que has leído el aviso que se muestra al entrar en el sitio.',
      loginBinding:
        'vincula el inicio de sesión único tras un registro en una página asociada a tu navegador, para que nadie más pueda usar el enlace.',
      consent: 'recuerda tu respuesta al aviso de cookies.',
      alertDismissed: 'recuerda que cerraste un aviso, para que no vuelva a aparecer.',
      offerDismissed: 'recuerda que cerraste la oferta de bienvenida.',
      reloadGuard:
        'evita que la página se recargue una y otra vez cuando una actualización no carga.',
      scrollPositions:
        'recuerda hasta dónde te habías desplazado en cada página, para volver al mismo sitio al ir atrás.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Se conserva durante ${duration}.`,
  },
  it: {
    heading: 'Tutti i cookie e le chiavi di memoria che usiamo',
    kinds: {
      cookie: 'cookie',
      localStorage: 'memoria locale',
      sessionStorage: 'memoria di sessione',
    },
    necessary: 'strettamente necessario',
    consent: 'solo con il tuo consenso',
    untilRemoved: 'Conservato finché non lo cancelli nel browser.',
    session: 'Conservato finché non chiudi la scheda.',
    purposes: {
      session: 'ti mantiene connesso dopo l’accesso o l’iscrizione.',
      language: 'ricorda la lingua in cui viene mostrato il sito.',
      notice: 'porta un breve avviso alla pagina successiva, per esempio «Impostazioni salvate».',
      attribution:
        'ricorda quale sito partner ti ha inviato, così che il partner venga pagato se ti iscrivi. Salvato solo se scegli «Consenti tutti» nel banner dei cookie.',
      entryWarning: 'ricorda che hai letto l’avviso mostrato all’ingresso del sito.',
      loginBinding:
        'lega l’accesso unico dopo un’iscrizione su una pagina partner al tuo browser, così nessun altro può usare il link.',
      consent: 'ricorda la tua risposta al banner dei cookie.',
      alertDismissed: 'ricorda che hai chiuso un avviso, perché non ricompaia.',
      offerDismissed: 'ricorda che hai chiuso l’offerta di benvenuto.',
      reloadGuard:
        'evita che la pagina si ricarichi di continuo quando un aggiornamento non si carica.',
      scrollPositions:
        'ricorda fin dove avevi scorso ogni pagina, così tornando indietro ritrovi lo stesso punto.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Conservato per ${duration}.`,
  },
  da: {
    heading: 'Alle cookies og lagernøgler, vi bruger',
    kinds: { cookie: 'cookie', localStorage: 'lokal lagring', sessionStorage: 'sessionslagring' },
    necessary: 'strengt nødvendig',
    consent: 'kun med dit samtykke',
    untilRemoved: 'Gemmes, indtil du sletter den i din browser.',
    session: 'Gemmes, indtil du lukker fanen.',
    purposes: {
      session: 'holder dig logget ind, når du har logget ind eller tilmeldt dig.',
      language: 'husker, hvilket sprog siden vises på.',
      notice: 'bringer en kort besked videre til næste side, fx „Dine indstillinger er gemt“.',
      attribution:
        'husker, hvilken partnerside der sendte dig, så partneren får betaling, hvis du tilmelder dig. Gemmes kun, hvis du vælger „Tillad alle“ i cookiebanneret.',
      entryWarning: 'husker, at du har læst advarslen, der vises, når du går ind på siden.',
      loginBinding:
        'knytter det engangslogin, der følger efter en tilmelding på en partnerside, til din browser, så ingen andre kan bruge linket.',
      consent: 'husker dit svar på cookiebanneret.',
      alertDismissed: 'husker, at du har lukket en besked, så den ikke kommer igen.',
      offerDismissed: 'husker, at du har lukket velkomsttilbuddet.',
      reloadGuard:
        'forhindrer, at siden genindlæses igen og igen, når en opdatering ikke kan hentes.',
      scrollPositions:
        'husker, hvor langt du havde rullet på hver side, så du lander samme sted, når du går tilbage.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Gemmes i ${duration}.`,
  },
  nb: {
    heading: 'Alle informasjonskapsler og lagringsnøkler vi bruker',
    kinds: {
      cookie: 'informasjonskapsel',
      localStorage: 'lokal lagring',
      sessionStorage: 'øktlagring',
    },
    necessary: 'strengt nødvendig',
    consent: 'bare med ditt samtykke',
    untilRemoved: 'Lagres til du sletter den i nettleseren.',
    session: 'Lagres til du lukker fanen.',
    purposes: {
      session: 'holder deg innlogget etter at du har logget inn eller registrert deg.',
      language: 'husker hvilket språk nettstedet vises på.',
      notice: 'tar med en kort melding til neste side, for eksempel «Innstillingene er lagret».',
      attribution:
        'husker hvilket partnernettsted som sendte deg, slik at partneren får betalt hvis du registrerer deg. Lagres bare hvis du velger «Tillat alle» i banneret.',
      entryWarning: 'husker at du har lest advarselen som vises når du går inn på nettstedet.',
      loginBinding:
        'knytter engangsinnloggingen etter en registrering på en partnerside til nettleseren din, slik at ingen andre kan bruke lenken.',
      consent: 'husker svaret ditt i banneret for informasjonskapsler.',
      alertDismissed: 'husker at du har lukket en melding, så den ikke kommer tilbake.',
      offerDismissed: 'husker at du har lukket velkomsttilbudet.',
      reloadGuard:
        'hindrer at siden lastes inn på nytt igjen og igjen når en oppdatering ikke kan hentes.',
      scrollPositions:
        'husker hvor langt du hadde rullet på hver side, slik at du kommer til samme sted når du går tilbake.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Lagres i ${duration}.`,
  },
  sv: {
    heading: 'Alla kakor och lagringsnycklar vi använder',
    kinds: { cookie: 'kaka', localStorage: 'lokal lagring', sessionStorage: 'sessionslagring' },
    necessary: 'strikt nödvändig',
    consent: 'endast med ditt samtycke',
    untilRemoved: 'Sparas tills du rensar den i webbläsaren.',
    session: 'Sparas tills du stänger fliken.',
    purposes: {
      session: 'håller dig inloggad efter att du loggat in eller registrerat dig.',
      language: 'kommer ihåg vilket språk webbplatsen visas på.',
      notice:
        'för med ett kort meddelande till nästa sida, till exempel ”Dina inställningar har sparats”.',
      attribution:
        'kommer ihåg vilken partnerwebbplats som skickade dig, så att partnern får betalt om du registrerar dig. Sparas bara om du väljer ”Tillåt alla” i bannern för kakor.',
      entryWarning: 'kommer ihåg att du har läst varningen som visas när du går in på webbplatsen.',
      loginBinding:
        'knyter engångsinloggningen efter en registrering på en partnersida till din webbläsare, så att ingen annan kan använda länken.',
      consent: 'kommer ihåg ditt svar i bannern för kakor.',
      alertDismissed:
        'kommer ihåg att du har stängt ett meddelande, så att det inte kommer tillbaka.',
      offerDismissed: 'kommer ihåg att du har stängt välkomsterbjudandet.',
      reloadGuard:
        'förhindrar att sidan laddas om gång på gång när en uppdatering inte kan hämtas.',
      scrollPositions:
        'kommer ihåg hur långt du hade scrollat på varje sida, så att du hamnar på samma ställe när du går tillbaka.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Sparas i ${duration}.`,
  },
  fi: {
    heading: 'Kaikki käyttämämme evästeet ja tallennusavaimet',
    kinds: {
      cookie: 'eväste',
      localStorage: 'paikallinen tallennustila',
      sessionStorage: 'istunnon tallennustila',
    },
    necessary: 'välttämätön',
    consent: 'vain suostumuksellasi',
    untilRemoved: 'Säilyy, kunnes poistat sen selaimestasi.',
    session: 'Säilyy, kunnes suljet välilehden.',
    purposes: {
      session: 'pitää sinut kirjautuneena sisäänkirjautumisen tai rekisteröitymisen jälkeen.',
      language: 'muistaa, millä kielellä sivusto näytetään.',
      notice:
        'välittää lyhyen ilmoituksen seuraavalle sivulle, esimerkiksi ”Asetukset tallennettu”.',
      attribution:
        'muistaa, mikä kumppanisivusto ohjasi sinut, jotta kumppani saa korvauksen, jos rekisteröidyt. Tallennetaan vain, jos valitset evästebannerissa ”Salli kaikki”.',
      entryWarning: 'muistaa, että olet lukenut sivustolle tultaessa näytettävän varoituksen.',
      loginBinding:
        'sitoo kumppanisivulla rekisteröitymisen jälkeisen kertakirjautumisen selaimeesi, jotta kukaan muu ei voi käyttää linkkiä.',
      consent: 'muistaa vastauksesi evästebanneriin.',
      alertDismissed: 'muistaa, että suljit ilmoituksen, jotta se ei palaa.',
      offerDismissed: 'muistaa, että suljit tervetuliaistarjouksen.',
      reloadGuard: 'estää sivua latautumasta yhä uudelleen, kun päivitys ei lataudu.',
      scrollPositions:
        'muistaa, kuinka pitkälle olit vierittänyt kunkin sivun, jotta palaat samaan kohtaan, kun siirryt takaisin.',
    },
    line: ({ name, kind, category, purpose, lifetime }) =>
      `${name} (${kind}, ${category}): ${purpose} ${lifetime}`,
    keptFor: (duration) => `Säilytysaika: ${duration}.`,
  },
}

function lifetimeText(lifetime: StorageLifetime, text: CookieTableText, intlLocale: string) {
  if (lifetime.unit === 'untilRemoved') return text.untilRemoved
  if (lifetime.unit === 'session') return text.session
  const unit = { days: 'day', minutes: 'minute', seconds: 'second' }[lifetime.unit]
  const duration = new Intl.NumberFormat(intlLocale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(lifetime.count)
  return text.keptFor(duration)
}

/** One line of the list: name, kind, whether it needs consent, purpose and lifetime. */
export function cookieLine(entry: StorageEntry, catalogueId: CatalogueId): string {
  const locale: Locale = catalogueId === 'en-US' ? 'en' : catalogueId
  const text = texts[locale]
  return text.line({
    name: entry.name,
    kind: text.kinds[entry.kind],
    category: entry.category === 'necessary' ? text.necessary : text.consent,
    purpose: text.purposes[entry.purpose],
    lifetime: lifetimeText(entry.lifetime, text, intlLocaleFor(catalogueId)),
  })
}

/** The cookie policy's list, written from the one list in code (`@dating/domain/storage`). */
export function cookieTableSection(catalogueId: CatalogueId): LegalSection {
  const locale: Locale = catalogueId === 'en-US' ? 'en' : catalogueId
  return {
    heading: texts[locale].heading,
    paragraphs: storageEntries.map((entry) => cookieLine(entry, catalogueId)),
  }
}
