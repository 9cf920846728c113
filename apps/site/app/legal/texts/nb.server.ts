import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Vilkår og betingelser',
    description:
      'Vilkårene for {brand}: hvem som kan bruke tjenesten, hvordan kreditter og premium fungerer, dine og våre rettigheter.',
    sections: [
      {
        heading: '1. Hvem vi er, og hva vilkårene gjelder',
        paragraphs: [
          '{brand} ({domain}) drives av {company}, {address}, {city}, {country}, registrert i det nederlandske handelskammeret med nummer {kvk} (mva. {vat}). Vilkårene gjelder for hvert besøk på og all bruk av {brand}, gratis eller betalt, fra du oppretter en konto.',
          'Når du registrerer deg, godtar du disse vilkårene og personvernerklæringen vår. Er du ikke enig, skal du ikke bruke tjenesten.',
        ],
      },
      {
        heading: '2. Hvem kan bruke tjenesten',
        paragraphs: [
          'Du må være minst 18 år og ha lov til å se innhold for voksne der du bor. Du kan bare ha én konto, bare for deg selv, og må oppgi sanne opplysninger om deg selv.',
          'Vi kan be deg bekrefte alder eller identitet. Inntil du gjør det, kan vi begrense kontoen din.',
        ],
      },
      {
        heading: '3. Fiktive profiler',
        paragraphs: [
          'Noen profiler på {brand} er fiktive. De skrives og drives av teamet vårt som underholdning og er merket som det. Du kan ikke møte personene bak fiktive profiler i virkeligheten, og ingen ekte møter tilbys eller loves gjennom dem.',
        ],
      },
      {
        heading: '4. Kreditter og premium-medlemskap',
        paragraphs: [
          'Det koster kreditter å sende meldinger, bilder og gaver. Prisen for hver handling og hver kredittpakke vises før du betaler. Kreditter kjøpes med engangsbetalinger; det finnes ikke noe abonnement, og ingenting fornyes automatisk.',
          'Når du kjøper en kredittpakke, blir du premium-medlem med de ekstra funksjonene som står på premium-siden. Kreditter utløper ikke så lenge kontoen din finnes, har ingen pengeverdi og kan ikke overføres.',
          'Du kan returnere ubrukte kreditter innen {refundDays} dager etter kjøpet, slik returvilkårene våre beskriver.',
        ],
      },
      {
        heading: '5. Regler for oppførsel',
        paragraphs: [
          'Ikke trakasser, true eller lur andre medlemmer; ikke legg ut innhold som er ulovlig, viser mindreårige, krenker andres rettigheter eller er reklame; ikke be om eller tilby penger eller betalte tjenester; ikke samle inn data om andre medlemmer eller bruk automatiske verktøy.',
          'Vi kan fjerne innhold og begrense eller stenge kontoer som bryter disse reglene eller loven. Vi forteller deg hvorfor og hvordan du klager, med mindre loven forbyr det. Siden om utestengelse forklarer hvordan det skjer.',
        ],
      },
      {
        heading: '6. Innholdet ditt',
        paragraphs: [
          'Du beholder rettighetene til tekstene og bildene du laster opp. Du gir oss lov til å lagre, vise og tilpasse dem (for eksempel gjøre dem mindre) så lenge de er en del av profilen din, og bare for å drive tjenesten.',
        ],
      },
      {
        heading: '7. Ansvar',
        paragraphs: [
          'Vi gjør vårt beste for at {brand} skal være tilgjengelig og sikker, men kan ikke love uavbrutt drift. Vi er ikke ansvarlige for hva andre medlemmer sier eller gjør, unntatt der loven gjør oss ansvarlige. Ved simpel uaktsomhet er ansvaret vårt begrenset til beløpet du har betalt oss de tolv månedene før skaden; dette begrenser ikke ansvaret for forsett, grov uaktsomhet eller skade på liv, kropp eller helse.',
        ],
      },
      {
        heading: '8. Avslutning av avtalen',
        paragraphs: [
          'Du kan når som helst slette kontoen din i innstillingene. Vi kan si opp avtalen med to ukers varsel, eller straks ved et alvorlig brudd på vilkårene.',
        ],
      },
      {
        heading: '9. Endringer, lovvalg og tvister',
        paragraphs: [
          'Denne versjonen gjelder fra {termsDate}. Vi varsler endringer minst 30 dager før de trer i kraft; er du ikke enig, kan du slette kontoen din før det.',
          'Nederlandsk rett gjelder, uten at du mister vernet som loven i bostedslandet ditt gir deg. Klager sendes til {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Personvernerklæring',
    description:
      'Hvordan {company} behandler personopplysningene dine på {brand}: hva vi samler inn, hvorfor, hvor lenge og rettighetene dine etter GDPR.',
    sections: [
      {
        heading: 'Behandlingsansvarlig',
        paragraphs: [
          '{company}, {address}, {city}, {country} (handelskammer {kvk}) er behandlingsansvarlig for personopplysninger på {brand}. Du når oss på {email} eller {phone}.',
        ],
      },
      {
        heading: 'Hva vi behandler og hvorfor',
        paragraphs: [
          'Kontoopplysninger (e-postadresse, brukernavn, passord-hash, fødselsdato, kjønn og hvem du søker), for å levere kontoen din etter avtalen vår (GDPR art. 6 nr. 1 bokstav b).',
          'Profilinnhold, bilder, likes og meldinger, for å drive date- og chattetjenesten. Opplysninger om seksualliv eller legning som du selv oppgir, behandles med ditt uttrykkelige samtykke (GDPR art. 9 nr. 2 bokstav a), som du trekker tilbake ved å fjerne dem.',
          'Betalingsopplysninger (pakke, beløp, betalingsmåte og status, aldri hele kortnummeret), for å oppfylle avtalen og bokføringsplikten vår (GDPR art. 6 nr. 1 bokstav b og c).',
          'Tekniske opplysninger (IP-adresse, nettleser, besøkte sider, kampanjen du kom fra), for å holde tjenesten sikker og gjøre opp med partnerne våre (berettiget interesse, GDPR art. 6 nr. 1 bokstav f).',
        ],
      },
      {
        heading: 'Hvem som mottar opplysningene',
        paragraphs: [
          'Leverandørene våre av hosting, e-post og betaling behandler opplysninger på våre vegne etter en databehandleravtale. Andre medlemmer ser bare det du legger på profilen din. Vi selger aldri opplysningene dine. Er en leverandør utenfor EØS, bruker vi EU-kommisjonens standardkontraktsbestemmelser.',
        ],
      },
      {
        heading: 'Hvor lenge vi lagrer',
        paragraphs: [
          'Konto- og profilopplysninger lagres så lenge kontoen din finnes. Etter at du har slettet kontoen, beholder vi dem i 14 dager slik at du kan reaktivere den, og sletter dem så. Betalingsbilag oppbevares i sju år fordi skatteloven krever det.',
        ],
      },
      {
        heading: 'Rettighetene dine',
        paragraphs: [
          'Du har rett til innsyn, retting og sletting, til begrensning av og protest mot behandlingen og til dataportabilitet: i innstillingene kan du laste ned alt vi lagrer om deg. Skriv til {email} om alt annet. Du kan klage til en tilsynsmyndighet, i Norge Datatilsynet.',
        ],
      },
      {
        heading: 'Andre opplysninger vi behandler',
        paragraphs: [
          'Posisjon: hvis du tillater det, brukes nettleserens posisjon én gang til å foreslå regionen din; vi lagrer bare regionen du velger, ikke koordinatene. Posisjonsinnstillingene dine avgjør hva andre medlemmer ser.',
          'Direkte belastning: ved en SEPA-belastning lagrer vi kontoinnehaver, IBAN, postadresse og telefonnummeret bekreftelseskoden ble sendt til, for fullmakten og så lenge betalings- og skatteregler krever.',
          'Meldinger om innhold: når du melder innhold, lagrer vi navnet og e-postadressen din (hvis du oppgir dem), det du meldte og avgjørelsen vår, for å behandle meldingen og gi deg svar.',
          'Pushvarsler: når du slår dem på, lagrer vi nettleserens pushadresse og nøkler til du slår dem av eller logger ut på enheten.',
          'Moderering: når vi begrenser innhold eller en konto, lagrer vi innholdet det gjelder og begrunnelsen så lenge det kan klages og seks måneder etter, og sletter dem deretter.',
          'Fiktive profiler: meldinger du sender til en fiktiv profil, leses og besvares av våre ansatte som driver disse profilene, under taushetsplikt.',
        ],
      },
      {
        heading: 'Kontakt om personvern',
        paragraphs: [
          'Vår kontakt om personvern: {company}, att. Personvern, {address}, {city}, {country}; e-post {email} med emnet «Personvern».',
        ],
      },
    ],
  },
  cookies: {
    title: 'Retningslinjer for informasjonskapsler',
    description: 'Hvilke informasjonskapsler {brand} bruker, hva de gjør og hvor lenge de varer.',
    sections: [
      {
        heading: 'Hva informasjonskapsler er',
        paragraphs: [
          'Informasjonskapsler (cookies) er små tekstfiler som nettleseren lagrer for et nettsted. {brand} bruker bare informasjonskapsler som trengs for at siden skal virke; vi bruker ikke reklame- eller sporingskapsler fra tredjeparter.',
        ],
      },
      {
        heading: 'Valgene dine',
        paragraphs: [
          'Du kan når som helst slette informasjonskapsler i nettleserens innstillinger. Uten sesjonskapselen kan du ikke forbli innlogget. Spørsmål: {email}.',
          'Partnerinformasjonskapselen (tracking) lagres bare med ditt samtykke; du kan gi eller trekke det tilbake når som helst under «Innstillinger for informasjonskapsler» nederst på hver side.',
        ],
      },
    ],
  },
  ban: {
    title: 'Utestengelse',
    description:
      'Når {brand} begrenser eller stenger en konto, hvordan vi forteller deg det og hvordan du klager.',
    sections: [
      {
        heading: 'Når vi begrenser en konto',
        paragraphs: [
          'Vi fjerner innhold eller begrenser, suspenderer eller stenger en konto når den bryter vilkårene våre eller loven: for eksempel når et medlem er under 18, trakasserer andre, ber om penger, legger ut ulovlig innhold eller bruker flere kontoer. Vi avgjør etter en melding fra et medlem eller en besøkende, eller etter egne kontroller.',
        ],
      },
      {
        heading: 'Begrunnelse',
        paragraphs: [
          'Når vi begrenser innholdet eller kontoen din, sender vi deg en begrunnelse på e-post: hva vi gjorde, hvilke fakta det bygger på, hvilken regel eller lov som er brutt, om et automatisk verktøy var involvert og hvordan du kan bestride det. Dette følger av artikkel 17 i EUs forordning om digitale tjenester.',
        ],
      },
      {
        heading: 'Slik klager du',
        paragraphs: [
          'E-posten inneholder en lenke til klageskjemaet vårt. En person som ikke var med på den første avgjørelsen, behandler klagen og svarer deg. Du kan også gå til et sertifisert organ for utenrettslig tvisteløsning eller til domstolene.',
        ],
      },
      {
        heading: 'Kreditter etter utestengelse',
        paragraphs: [
          'Stenger vi kontoen din på grunn av et alvorlig brudd, refunderer vi kjøpte, ubrukte kreditter til prisen du betalte, innen 14 dager. Bare kreditter som er skaffet ved svindel eller tilbakeføring, refunderes ikke. Viser utestengelsen seg å være en feil, gjenoppretter vi kontoen og kredittene dine.',
        ],
      },
    ],
  },
  faq: {
    title: 'Ofte stilte spørsmål',
    description:
      'Svar på spørsmålene medlemmer oftest stiller om {brand}: konto, kreditter, premium, personvern og sikkerhet.',
    sections: [
      {
        heading: 'Er det gratis å registrere seg?',
        paragraphs: [
          'Ja. Det er gratis å opprette en konto, se profiler og like medlemmer. Det koster kreditter å sende meldinger, bilder og gaver.',
        ],
      },
      {
        heading: 'Hva gir premium meg?',
        paragraphs: [
          'Når du kjøper en kredittpakke, blir du premium-medlem: du ser alle bilder skarpt og kan laste opp opptil 25 bilder i stedet for 3.',
        ],
      },
      {
        heading: 'Er alle profiler ekte mennesker?',
        paragraphs: [
          'Nei. Noen profiler er fiktive og merket; de er underholdning, og du kan ikke møte dem i virkeligheten.',
        ],
      },
      {
        heading: 'Fornyes abonnementet mitt automatisk?',
        paragraphs: ['Det finnes ikke noe abonnement. Hver kredittpakke er en engangsbetaling.'],
      },
      {
        heading: 'Hvordan får jeg pengene tilbake for ubrukte kreditter?',
        paragraphs: [
          'Velg innen {refundDays} dager etter kjøpet «Gå fra avtalen her» nederst på siden eller i kontomenyen, og bekreft; informasjonen vår om angrerett forklarer detaljene.',
        ],
      },
      {
        heading: 'Hvordan sletter jeg kontoen min?',
        paragraphs: [
          'Velg «Slett konto» i innstillingene. Du kan få den tilbake innen 14 dager; etter det slettes alt.',
        ],
      },
      {
        heading: 'Noen plager meg. Hva kan jeg gjøre?',
        paragraphs: [
          'Blokker medlemmet fra profilen og rapporter vedkommende. Alle, også uten konto, kan melde innhold via klageskjemaet vårt.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Angrerett',
    description:
      'Slik returnerer du ubrukte kreditter kjøpt på {brand} innen {refundDays} dager, og angreretten din.',
    sections: [
      {
        heading: 'Retur av ubrukte kreditter',
        paragraphs: [
          'Du kan returnere kreditter du ikke har brukt, innen {refundDays} dager etter kjøpet. Vi refunderer prisen for de ubrukte kredittene til betalingsmåten du brukte, innen 14 dager etter forespørselen din. Kreditter du fikk gratis ved registrering eller i en kampanje, refunderes ikke.',
        ],
      },
      {
        heading: 'Angrerett',
        paragraphs: [
          'Som forbruker i EØS har du 14 dagers angrerett. Når du bruker kreditter, ber du oss levere tjenesten straks; for brukte kreditter faller angreretten bort når de brukes.',
        ],
      },
      {
        heading: 'Slik ber du om det',
        paragraphs: [
          'Så lenge du kan gå fra avtalen, står lenken «Gå fra avtalen her» nederst på hver side og i kontomenyen; den åpner kjøpet på siden med betalingene dine. Velg «Gå fra avtalen her» og deretter «Bekreft at du går fra avtalen». Vi bekrefter straks på e-post, med dato og klokkeslett for mottaket, fakturanummeret og beløpet vi refunderer. Kan du ikke logge inn, sender du angreskjemaet nedenfor eller en annen tydelig erklæring til {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Angreskjema',
        paragraphs: [
          '(Fyll ut og returner dette skjemaet dersom du ønsker å gå fra avtalen.)',
          'Til {company}, {address}, {city}, {country}, {email}:',
          'Jeg/vi (*) underretter herved om at jeg/vi (*) ønsker å gå fra min/vår (*) avtale om følgende tjenester (*): kreditter hos {brand}, fakturanummer …',
          'Bestilt den (*)/mottatt den (*) …',
          'Forbrukerens/forbrukernes navn …',
          'Forbrukerens/forbrukernes adresse …',
          'Forbrukerens/forbrukernes underskrift (kun dersom skjemaet sendes på papir) …',
          'Dato …',
          '(*) Stryk det som ikke passer.',
        ],
      },
    ],
  },
  service: {
    title: 'Kundeservice',
    description: 'Kontakt kundeservice hos {brand}: e-post, telefon og postadresse.',
    sections: [
      {
        heading: 'Kontakt oss',
        paragraphs: [
          'E-post: {email}. Vi svarer innen én arbeidsdag.',
          'Telefon: {phone}, mandag til fredag kl. 9–17 (CET).',
          'Post: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Før du skriver',
        paragraphs: [
          'Skriv fra e-postadressen til kontoen din og oppgi brukernavnet ditt, så finner vi kontoen raskt. Send oss aldri passordet ditt.',
        ],
      },
      {
        heading: 'Melde innhold',
        paragraphs: [
          'Vil du melde en profil, et bilde eller en melding, bruker du klageskjemaet: det går rett til moderatorene våre, og du får en bekreftelse på e-post.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Om oss',
    description: 'Selskapsopplysninger om {company}, som driver {brand}.',
    sections: [
      {
        heading: 'Tilbyder',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Handelskammernummer (KvK): {kvk}. Mva.-numre: {vat}.',
          'Forretningsnavn: {tradenames}.',
          'Daglig leder: {director}.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['E-post: {email}. Telefon: {phone}.'],
      },
    ],
  },
}
