import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Vilkår og betingelser',
    description:
      'Vilkårene for {brand}: hvem der må bruge tjenesten, hvordan kreditter og premium fungerer, dine og vores rettigheder.',
    sections: [
      {
        heading: '1. Hvem vi er, og hvad vilkårene dækker',
        paragraphs: [
          '{brand} ({domain}) drives af {company}, {address}, {city}, {country}, registreret i det nederlandske handelskammer under nummer {kvk} (moms {vat}). Vilkårene gælder for ethvert besøg på og enhver brug af {brand}, gratis eller betalt, fra det øjeblik du opretter en konto.',
          'Når du tilmelder dig, accepterer du disse vilkår og vores privatlivspolitik. Er du ikke enig, må du ikke bruge tjenesten.',
        ],
      },
      {
        heading: '2. Hvem må bruge tjenesten',
        paragraphs: [
          'Du skal være mindst 18 år og have lov til at se indhold for voksne, der hvor du bor. Du må kun have én konto, kun til dig selv, og skal give sandfærdige oplysninger om dig selv.',
          'Vi kan bede dig bekræfte din alder eller identitet. Indtil du gør det, kan vi begrænse din konto.',
        ],
      },
      {
        heading: '3. Fiktive profiler',
        paragraphs: [
          'Nogle profiler på {brand} er fiktive. De skrives og drives af vores team som underholdning og er markeret som sådan. Du kan ikke møde personerne bag fiktive profiler i virkeligheden, og der tilbydes eller loves ikke noget fysisk møde gennem dem.',
        ],
      },
      {
        heading: '4. Kreditter og premium-medlemskab',
        paragraphs: [
          'Det koster kreditter at sende beskeder, billeder og gaver. Prisen for hver handling og hver kreditpakke vises, før du betaler. Kreditter købes med engangsbetalinger; der er intet abonnement, og intet fornyes automatisk.',
          'Køber du en kreditpakke, bliver du premium-medlem med de ekstra funktioner, der er beskrevet på premium-siden. Kreditter udløber ikke, så længe din konto findes, har ingen kontantværdi og kan ikke overdrages.',
          'Du kan returnere ubrugte kreditter inden for {refundDays} dage efter købet, som beskrevet i vores returpolitik.',
        ],
      },
      {
        heading: '5. Regler for adfærd',
        paragraphs: [
          'Du må ikke chikanere, true eller vildlede andre medlemmer; ikke lægge indhold op, som er ulovligt, viser mindreårige, krænker andres rettigheder eller er reklame; ikke bede om eller tilbyde penge eller betalte ydelser; ikke indsamle data om andre medlemmer eller bruge automatiske værktøjer.',
          'Vi kan fjerne indhold og begrænse eller lukke konti, der bryder disse regler eller loven. Vi fortæller dig hvorfor, og hvordan du klager, medmindre loven forbyder det. Siden om adgangsspærring forklarer, hvordan det foregår.',
        ],
      },
      {
        heading: '6. Dit indhold',
        paragraphs: [
          'Du beholder rettighederne til de tekster og billeder, du lægger op. Du giver os lov til at gemme, vise og tilpasse dem (fx gøre dem mindre), så længe de er en del af din profil, og kun for at drive tjenesten.',
        ],
      },
      {
        heading: '7. Ansvar',
        paragraphs: [
          'Vi gør vores bedste for at holde {brand} tilgængelig og sikker, men kan ikke love uafbrudt drift. Vi er ikke ansvarlige for, hvad andre medlemmer siger eller gør, undtagen hvor loven gør os ansvarlige. Ved simpel uagtsomhed er vores ansvar begrænset til det beløb, du har betalt os i de tolv måneder før skaden; det begrænser ikke ansvaret for forsæt, grov uagtsomhed eller skade på liv, krop eller helbred.',
        ],
      },
      {
        heading: '8. Aftalens ophør',
        paragraphs: [
          'Du kan til enhver tid slette din konto i dine indstillinger. Vi kan opsige aftalen med to ugers varsel eller straks ved en alvorlig overtrædelse af vilkårene.',
        ],
      },
      {
        heading: '9. Ændringer, lovvalg og tvister',
        paragraphs: [
          'Denne version gælder fra {termsDate}. Vi varsler ændringer mindst 30 dage før, de træder i kraft; er du ikke enig, kan du slette din konto inden da.',
          'Nederlandsk ret gælder, uden at du mister den beskyttelse, loven i dit bopælsland giver dig. Klager sendes til {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privatlivspolitik',
    description:
      'Hvordan {company} behandler dine personoplysninger på {brand}: hvad vi indsamler, hvorfor, hvor længe og dine rettigheder efter GDPR.',
    sections: [
      {
        heading: 'Dataansvarlig',
        paragraphs: [
          '{company}, {address}, {city}, {country} (handelskammer {kvk}) er dataansvarlig for behandlingen af personoplysninger på {brand}. Du kan kontakte os på {email} eller {phone}.',
        ],
      },
      {
        heading: 'Hvad vi behandler og hvorfor',
        paragraphs: [
          'Kontooplysninger (e-mailadresse, brugernavn, adgangskode-hash, fødselsdato, køn og hvem du søger) for at levere din konto efter vores aftale (GDPR art. 6, stk. 1, litra b).',
          'Profilindhold, billeder, likes og beskeder for at drive dating- og chattjenesten. Oplysninger om dit seksualliv eller din orientering, som du selv angiver, behandles med dit udtrykkelige samtykke (GDPR art. 9, stk. 2, litra a), som du trækker tilbage ved at fjerne dem.',
          'Betalingsoplysninger (pakke, beløb, betalingsmetode og status, aldrig dit fulde kortnummer) for at opfylde aftalen og vores bogføringspligt (GDPR art. 6, stk. 1, litra b og c).',
          'Tekniske oplysninger (IP-adresse, browser, besøgte sider, den kampagne du kom fra) for at holde tjenesten sikker og afregne med vores partnere (legitim interesse, GDPR art. 6, stk. 1, litra f).',
        ],
      },
      {
        heading: 'Hvem modtager dine oplysninger',
        paragraphs: [
          'Vores udbydere af hosting, e-mail og betaling behandler oplysninger på vores vegne efter en databehandleraftale. Andre medlemmer ser kun det, du lægger på din profil. Vi sælger aldrig dine oplysninger. Ligger en udbyder uden for EØS, bruger vi EU-Kommissionens standardkontraktbestemmelser.',
        ],
      },
      {
        heading: 'Hvor længe vi opbevarer dem',
        paragraphs: [
          'Konto- og profiloplysninger opbevares, så længe din konto findes. Når du har slettet kontoen, gemmer vi dem i 14 dage, så du kan genaktivere den, og sletter dem derefter. Betalingsbilag opbevares i syv år, fordi skatteloven kræver det.',
        ],
      },
      {
        heading: 'Dine rettigheder',
        paragraphs: [
          'Du har ret til indsigt, berigtigelse og sletning, til begrænsning af og indsigelse mod behandlingen og til dataportabilitet: i dine indstillinger kan du downloade alt, hvad vi gemmer om dig. Skriv til {email} om alt andet. Du kan klage til en datatilsynsmyndighed, i Danmark Datatilsynet.',
        ],
      },
      {
        heading: 'Andre oplysninger, vi behandler',
        paragraphs: [
          'Placering: hvis du tillader det, bruges din browsers position én gang til at foreslå din region; vi gemmer kun den region, du vælger, ikke koordinaterne. Dine placeringsindstillinger afgør, hvad andre medlemmer ser.',
          'Direkte debitering: ved en SEPA-debitering gemmer vi kontohaver, IBAN, postadresse og det telefonnummer, bekræftelseskoden blev sendt til, til mandatet og så længe betalings- og skattereglerne kræver.',
          'Anmeldelser: når du anmelder indhold, gemmer vi dit navn og din e-mailadresse (hvis du oplyser dem), det anmeldte og vores afgørelse for at behandle anmeldelsen og give dig svar.',
          'Pushbeskeder: når du slår dem til, gemmer vi din browsers pushadresse og nøgler, indtil du slår dem fra eller logger ud på enheden.',
          'Moderering: når vi begrænser indhold eller en konto, gemmer vi det berørte indhold og begrundelsen, så længe der kan klages, og seks måneder derefter, og sletter det så.',
          'Fiktive profiler: beskeder, du sender til en fiktiv profil, læses og besvares af vores medarbejdere, der driver disse profiler, under tavshedspligt.',
        ],
      },
      {
        heading: 'Kontakt om databeskyttelse',
        paragraphs: [
          'Vores kontakt om databeskyttelse: {company}, att. Databeskyttelse, {address}, {city}, {country}; e-mail {email} med emnet „Privatliv“.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookiepolitik',
    description: 'Hvilke cookies {brand} bruger, hvad de gør, og hvor længe de gemmes.',
    sections: [
      {
        heading: 'Hvad cookies er',
        paragraphs: [
          'Cookies er små tekstfiler, som din browser gemmer for et websted. {brand} bruger kun cookies, der er nødvendige for, at siden virker; vi bruger ikke reklame- eller sporingscookies fra tredjeparter.',
        ],
      },
      {
        heading: 'Dine valg',
        paragraphs: [
          'Du kan til enhver tid slette cookies i din browsers indstillinger. Uden sessionscookien kan du ikke forblive logget ind. Spørgsmål: {email}.',
          'Partner-cookien (tracking) gemmes kun med dit samtykke; du kan give eller trække det tilbage når som helst under „Cookieindstillinger“ nederst på hver side.',
        ],
      },
    ],
  },
  ban: {
    title: 'Adgangsspærring',
    description:
      'Hvornår {brand} begrænser eller spærrer en konto, hvordan vi fortæller dig det, og hvordan du klager.',
    sections: [
      {
        heading: 'Hvornår vi begrænser en konto',
        paragraphs: [
          'Vi fjerner indhold eller begrænser, suspenderer eller lukker en konto, når den bryder vores vilkår eller loven: fx hvis et medlem er under 18, chikanerer andre, beder om penge, lægger ulovligt indhold op eller bruger flere konti. Vi beslutter efter en anmeldelse fra et medlem eller en besøgende eller efter vores egen kontrol.',
        ],
      },
      {
        heading: 'Begrundelse',
        paragraphs: [
          'Når vi begrænser dit indhold eller din konto, sender vi dig en begrundelse på e-mail: hvad vi gjorde, hvilke fakta det bygger på, hvilken regel eller lov der er brudt, om et automatisk værktøj var involveret, og hvordan du kan anfægte det. Det følger af artikel 17 i EU’s forordning om digitale tjenester.',
        ],
      },
      {
        heading: 'Sådan klager du',
        paragraphs: [
          'E-mailen indeholder et link til vores klageformular. En person, der ikke var med til den første afgørelse, behandler din klage og svarer dig. Du kan også gå til et certificeret udenretsligt tvistbilæggelsesorgan eller til domstolene.',
        ],
      },
      {
        heading: 'Kreditter efter en spærring',
        paragraphs: [
          'Lukker vi din konto på grund af en alvorlig overtrædelse, refunderer vi købte, ubrugte kreditter til den pris, du betalte, inden for 14 dage. Kun kreditter, der er opnået ved svindel eller tilbageførsel, refunderes ikke. Viser udelukkelsen sig at være en fejl, genopretter vi din konto og dine kreditter.',
        ],
      },
    ],
  },
  faq: {
    title: 'Ofte stillede spørgsmål',
    description:
      'Svar på de spørgsmål, medlemmer oftest stiller om {brand}: konto, kreditter, premium, privatliv og sikkerhed.',
    sections: [
      {
        heading: 'Er det gratis at tilmelde sig?',
        paragraphs: [
          'Ja. Det er gratis at oprette en konto, se profiler og like medlemmer. Det koster kreditter at sende beskeder, billeder og gaver.',
        ],
      },
      {
        heading: 'Hvad giver premium mig?',
        paragraphs: [
          'Køber du en kreditpakke, bliver du premium-medlem: du ser alle billeder skarpt og kan lægge op til 25 billeder op i stedet for 3.',
        ],
      },
      {
        heading: 'Er alle profiler rigtige mennesker?',
        paragraphs: [
          'Nej. Nogle profiler er fiktive og markeret; de er underholdning, og du kan ikke møde dem i virkeligheden.',
        ],
      },
      {
        heading: 'Fornyes mit abonnement automatisk?',
        paragraphs: ['Der er intet abonnement. Hver kreditpakke er en engangsbetaling.'],
      },
      {
        heading: 'Hvordan får jeg penge tilbage for ubrugte kreditter?',
        paragraphs: [
          'Vælg inden for {refundDays} dage efter købet „Træd tilbage fra aftalen her“ nederst på siden eller i kontomenuen, og bekræft; vores oplysninger om fortrydelsesret forklarer detaljerne.',
        ],
      },
      {
        heading: 'Hvordan sletter jeg min konto?',
        paragraphs: [
          'Vælg “Slet konto” i dine indstillinger. Du kan få den tilbage inden for 14 dage; derefter slettes alt.',
        ],
      },
      {
        heading: 'Nogen generer mig. Hvad kan jeg gøre?',
        paragraphs: [
          'Bloker medlemmet fra profilen, og anmeld vedkommende. Alle, også uden konto, kan anmelde indhold via vores klageformular.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Fortrydelsesret',
    description:
      'Sådan returnerer du ubrugte kreditter købt på {brand} inden for {refundDays} dage, og din fortrydelsesret.',
    sections: [
      {
        heading: 'Returnering af ubrugte kreditter',
        paragraphs: [
          'Du kan returnere kreditter, du ikke har brugt, inden for {refundDays} dage efter købet. Vi refunderer prisen for de ubrugte kreditter til den betalingsmetode, du brugte, inden for 14 dage efter din anmodning. Kreditter, du fik gratis ved tilmelding eller i en kampagne, refunderes ikke.',
        ],
      },
      {
        heading: 'Fortrydelsesret',
        paragraphs: [
          'Som forbruger i EU har du 14 dages fortrydelsesret. Når du bruger kreditter, beder du os levere ydelsen med det samme; for brugte kreditter bortfalder fortrydelsesretten med brugen.',
        ],
      },
      {
        heading: 'Sådan beder du om det',
        paragraphs: [
          'Så længe du kan træde tilbage fra aftalen, står linket „Træd tilbage fra aftalen her“ nederst på hver side og i din kontomenu; det åbner købet på din side med betalinger. Vælg „Træd tilbage fra aftalen her“ og derefter „Bekræft tilbagetrædelsen“. Vi bekræfter straks pr. e-mail med dato og klokkeslæt for modtagelsen, fakturanummeret og det beløb, vi refunderer. Kan du ikke logge ind, så send standardformularen nedenfor eller en anden utvetydig erklæring til {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Standardfortrydelsesformular',
        paragraphs: [
          '(Denne formular udfyldes og returneres kun, hvis fortrydelsesretten gøres gældende.)',
          'Til {company}, {address}, {city}, {country}, {email}:',
          'Jeg/Vi (*) meddeler herved, at jeg/vi (*) ønsker at gøre fortrydelsesretten gældende i forbindelse med min/vores (*) aftale om levering af følgende tjenesteydelser (*): kreditter hos {brand}, fakturanummer …',
          'Bestilt den (*)/modtaget den (*) …',
          'Forbrugerens/forbrugernes navn …',
          'Forbrugerens/forbrugernes adresse …',
          'Forbrugerens/forbrugernes underskrift (kun hvis formularens indhold meddeles på papir) …',
          'Dato …',
          '(*) Det ikke-relevante udstreges.',
        ],
      },
    ],
  },
  service: {
    title: 'Kundeservice',
    description: 'Kontakt kundeservice hos {brand}: e-mail, telefon og postadresse.',
    sections: [
      {
        heading: 'Kontakt os',
        paragraphs: [
          'E-mail: {email}. Vi svarer inden for én arbejdsdag.',
          'Telefon: {phone}, mandag til fredag kl. 9–17 (CET).',
          'Post: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Før du skriver',
        paragraphs: [
          'Skriv fra din kontos e-mailadresse, og oplys dit brugernavn, så vi hurtigt kan finde din konto. Send os aldrig din adgangskode.',
        ],
      },
      {
        heading: 'Anmeld indhold',
        paragraphs: [
          'Vil du anmelde en profil, et billede eller en besked, så brug klageformularen: den går direkte til vores moderatorer, og du får en bekræftelse på e-mail.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Kolofon',
    description: 'Virksomhedsoplysninger om {company}, der driver {brand}.',
    sections: [
      {
        heading: 'Udbyder',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Handelskammernummer (KvK): {kvk}. Momsnumre: {vat}.',
          'Binavne: {tradenames}.',
          'Direktør: {director}.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['E-mail: {email}. Telefon: {phone}.'],
      },
    ],
  },
}
