import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Algemene voorwaarden',
    description:
      'De algemene voorwaarden van {brand}: wie de dienst mag gebruiken, hoe credits en premium werken, jouw rechten en de onze.',
    sections: [
      {
        heading: '1. Wie wij zijn en waarvoor deze voorwaarden gelden',
        paragraphs: [
          '{brand} ({domain}) wordt aangeboden door {company}, {address}, {city}, {country}, ingeschreven bij de Kamer van Koophandel onder nummer {kvk} (btw {vat}). Deze voorwaarden gelden voor elk bezoek aan en elk gebruik van {brand}, gratis of betaald, vanaf het moment dat je een account aanmaakt.',
          'Door je aan te melden aanvaard je deze voorwaarden en onze privacyverklaring. Ben je het er niet mee eens, gebruik de dienst dan niet.',
        ],
      },
      {
        heading: '2. Wie de dienst mag gebruiken',
        paragraphs: [
          'Je bent minstens 18 jaar oud en mag waar je woont inhoud voor volwassenen bekijken. Je hebt één account, alleen voor jezelf, en geeft naar waarheid gegevens over jezelf op.',
          'We kunnen je vragen je leeftijd of identiteit te bevestigen. Tot je dat doet, kunnen we je account beperken.',
        ],
      },
      {
        heading: '3. Fictieve profielen',
        paragraphs: [
          'Sommige profielen op {brand} zijn fictief. Ons team schrijft en beheert ze voor entertainment en ze zijn als zodanig gemarkeerd. De mensen achter fictieve profielen kun je niet in het echt ontmoeten; een echte ontmoeting wordt via die profielen niet aangeboden of beloofd.',
        ],
      },
      {
        heading: '4. Credits en premium lidmaatschap',
        paragraphs: [
          'Berichten, foto’s en cadeaus versturen kost credits. De prijs van elke actie en elk creditpakket zie je voordat je betaalt. Credits koop je met eenmalige betalingen; er is geen abonnement en niets wordt automatisch verlengd.',
          'Met de aankoop van een creditpakket word je premium lid, met de extra functies die op de premiumpagina staan. Credits vervallen niet zolang je account bestaat, hebben geen geldwaarde en zijn niet overdraagbaar.',
          'Ongebruikte credits kun je binnen {refundDays} dagen na aankoop terugsturen, zoals beschreven in ons retourbeleid.',
        ],
      },
      {
        heading: '5. Gedragsregels',
        paragraphs: [
          'Val andere leden niet lastig, bedreig of misleid hen niet; plaats geen inhoud die onwettig is, minderjarigen toont, rechten van anderen schendt of reclame maakt; vraag of bied geen geld of betaalde diensten; verzamel geen gegevens van andere leden en gebruik geen geautomatiseerde hulpmiddelen.',
          'We kunnen inhoud verwijderen en accounts beperken of sluiten die deze regels of de wet overtreden. We vertellen je waarom en hoe je bezwaar maakt, tenzij de wet dat verbiedt. De pagina over de toegangsblokkade legt uit hoe dat werkt.',
        ],
      },
      {
        heading: '6. Jouw inhoud',
        paragraphs: [
          'Je houdt de rechten op de teksten en foto’s die je uploadt. Je geeft ons toestemming ze op te slaan, te tonen en aan te passen (bijvoorbeeld te verkleinen) zolang ze deel uitmaken van je profiel, uitsluitend om de dienst te leveren.',
        ],
      },
      {
        heading: '7. Aansprakelijkheid',
        paragraphs: [
          'We doen ons best {brand} beschikbaar en veilig te houden, maar kunnen geen ononderbroken dienst beloven. Voor wat andere leden zeggen of doen zijn we niet aansprakelijk, behalve waar de wet ons aansprakelijk maakt. Bij lichte nalatigheid is onze aansprakelijkheid beperkt tot het bedrag dat je ons in de twaalf maanden vóór de schade betaalde; aansprakelijkheid voor opzet, grove schuld of letsel blijft onverkort.',
        ],
      },
      {
        heading: '8. Einde van de overeenkomst',
        paragraphs: [
          'Je kunt je account op elk moment in je instellingen verwijderen. Wij kunnen de overeenkomst opzeggen met een termijn van twee weken, of direct bij een ernstige schending van deze voorwaarden.',
        ],
      },
      {
        heading: '9. Wijzigingen, recht en geschillen',
        paragraphs: [
          'Deze versie geldt vanaf {termsDate}. Wijzigingen kondigen we minstens 30 dagen vooraf aan; ben je het er niet mee eens, dan kun je je account vóór die datum verwijderen.',
          'Nederlands recht is van toepassing, zonder dat je de bescherming verliest van het recht van het land waar je woont. Klachten stuur je naar {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacyverklaring',
    description:
      'Hoe {company} je persoonsgegevens op {brand} verwerkt: wat we verzamelen, waarom, hoe lang we het bewaren en je rechten onder de AVG.',
    sections: [
      {
        heading: 'Verwerkingsverantwoordelijke',
        paragraphs: [
          '{company}, {address}, {city}, {country} (KvK {kvk}) is verantwoordelijk voor de verwerking van persoonsgegevens op {brand}. Je bereikt ons via {email} of {phone}.',
        ],
      },
      {
        heading: 'Wat we verwerken en waarom',
        paragraphs: [
          'Accountgegevens (e-mailadres, gebruikersnaam, wachtwoordhash, geboortedatum, geslacht en naar wie je zoekt), om je account te leveren op grond van onze overeenkomst (art. 6 lid 1 sub b AVG).',
          'Profielinhoud, foto’s, likes en berichten, om de dating- en chatdienst voor je te leveren. Gegevens over je seksleven of geaardheid die je zelf invult, verwerken we met je uitdrukkelijke toestemming (art. 9 lid 2 sub a AVG); je trekt die in door ze te verwijderen.',
          'Betaalgegevens (pakket, bedrag, betaalmethode en status, niet je volledige kaartnummer), om de overeenkomst uit te voeren en aan onze boekhoudplicht te voldoen (art. 6 lid 1 sub b en c AVG).',
          'Technische gegevens (IP-adres, browser, bezochte pagina’s, de campagne waarlangs je binnenkwam), om de dienst veilig te houden en met onze partners af te rekenen (gerechtvaardigd belang, art. 6 lid 1 sub f AVG).',
        ],
      },
      {
        heading: 'Wie je gegevens ontvangt',
        paragraphs: [
          'Onze hosting-, e-mail- en betaalproviders verwerken gegevens namens ons onder een verwerkersovereenkomst. Andere leden zien alleen wat je op je profiel zet. We verkopen je gegevens nooit. Zit een provider buiten de EER, dan gebruiken we de standaardcontractbepalingen van de Europese Commissie.',
        ],
      },
      {
        heading: 'Hoe lang we bewaren',
        paragraphs: [
          'Account- en profielgegevens bewaren we zolang je account bestaat. Na het verwijderen van je account bewaren we ze nog 14 dagen zodat je het kunt heractiveren, daarna wissen we ze. Betalingsgegevens bewaren we zeven jaar vanwege de fiscale bewaarplicht.',
        ],
      },
      {
        heading: 'Jouw rechten',
        paragraphs: [
          'Je hebt recht op inzage, correctie en verwijdering, op beperking van en bezwaar tegen de verwerking en op overdraagbaarheid: in je instellingen download je alles wat we over je bewaren. Voor al het andere mail je naar {email}. Je kunt een klacht indienen bij de Autoriteit Persoonsgegevens.',
        ],
      },
      {
        heading: 'Meer gegevens die we verwerken',
        paragraphs: [
          'Locatie: als je het toestaat, wordt de positie van je browser één keer gebruikt om je regio voor te stellen; we bewaren alleen de regio die je kiest, niet de coördinaten. Je locatie-instellingen bepalen wat andere leden zien.',
          'Automatische incasso: voor een SEPA-incasso bewaren we de rekeninghouder, IBAN, het postadres en het telefoonnummer waar de bevestigingscode naartoe ging, voor de machtiging en zolang betalings- en belastingrecht dat eisen.',
          'Meldingen: als je inhoud meldt, bewaren we je naam en e-mailadres (als je ze opgeeft), wat je meldde en ons besluit, om de melding af te handelen en je de uitkomst te laten weten.',
          'Pushmeldingen: als je ze aanzet, bewaren we het pushadres en de sleutels van je browser tot je ze uitzet of op dat apparaat uitlogt.',
          'Moderatie: als we inhoud of een account beperken, bewaren we de betrokken inhoud en de motivering zolang bezwaar mogelijk is en zes maanden daarna, en wissen ze dan.',
          'Fictieve profielen: berichten die je naar een fictief profiel stuurt, worden gelezen en beantwoord door onze medewerkers die deze profielen beheren; zij hebben een geheimhoudingsplicht.',
        ],
      },
      {
        heading: 'Contact voor gegevensbescherming',
        paragraphs: [
          'Ons contact voor gegevensbescherming: {company}, t.a.v. Gegevensbescherming, {address}, {city}, {country}; e-mail {email} met als onderwerp „Privacy”.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookiebeleid',
    description: 'Welke cookies {brand} gebruikt, waarvoor en hoe lang.',
    sections: [
      {
        heading: 'Wat cookies zijn',
        paragraphs: [
          'Cookies zijn kleine tekstbestanden die je browser voor een website bewaart. {brand} gebruikt alleen cookies die nodig zijn om te werken; we gebruiken geen advertentie- of trackingcookies van derden.',
        ],
      },
      {
        heading: 'Jouw keuze',
        paragraphs: [
          'Je kunt cookies op elk moment in de instellingen van je browser verwijderen. Zonder het sessiecookie blijf je niet ingelogd. Vragen: {email}.',
          'De partnercookie (tracking) wordt alleen met je toestemming opgeslagen; je kunt die altijd geven of intrekken via „Cookie-instellingen” onderaan elke pagina.',
        ],
      },
    ],
  },
  ban: {
    title: 'Toegangsblokkade',
    description:
      'Wanneer {brand} een account beperkt of blokkeert, hoe we je dat laten weten en hoe je bezwaar maakt.',
    sections: [
      {
        heading: 'Wanneer we een account beperken',
        paragraphs: [
          'We verwijderen inhoud of beperken, schorsen of sluiten een account als het onze voorwaarden of de wet overtreedt, bijvoorbeeld als een lid jonger is dan 18, anderen lastigvalt, om geld vraagt, onwettige inhoud plaatst of meerdere accounts gebruikt. We beslissen na een melding van een lid of bezoeker of na eigen controle.',
        ],
      },
      {
        heading: 'Motivering',
        paragraphs: [
          'Als we je inhoud of account beperken, mailen we je een motivering: wat we deden, op welke feiten dat berust, welke regel of wet is overtreden, of er een geautomatiseerd hulpmiddel bij betrokken was en hoe je de beslissing kunt aanvechten. Dat volgt uit artikel 17 van de Digital Services Act van de EU.',
        ],
      },
      {
        heading: 'Bezwaar maken',
        paragraphs: [
          'De e-mail bevat een link naar ons bezwaarformulier. Iemand die niet bij de eerste beslissing betrokken was, beoordeelt je bezwaar en antwoordt je. Je kunt je ook wenden tot een gecertificeerde instantie voor buitengerechtelijke geschillenbeslechting of tot de rechter.',
        ],
      },
      {
        heading: 'Credits na een blokkade',
        paragraphs: [
          'Sluiten we je account wegens een ernstige overtreding, dan betalen we gekochte, ongebruikte credits binnen 14 dagen terug tegen de prijs die je ervoor betaalde. Alleen credits verkregen door fraude of terugboeking worden niet terugbetaald. Blijkt de blokkade een vergissing, dan herstellen we je account en je credits.',
        ],
      },
    ],
  },
  faq: {
    title: 'Veelgestelde vragen',
    description:
      'Antwoorden op de vragen die leden het vaakst stellen over {brand}: account, credits, premium, privacy en veiligheid.',
    sections: [
      {
        heading: 'Is aanmelden gratis?',
        paragraphs: [
          'Ja. Een account aanmaken, profielen bekijken en leden liken is gratis. Berichten, foto’s en cadeaus versturen kost credits.',
        ],
      },
      {
        heading: 'Wat geeft premium mij?',
        paragraphs: [
          'Met de aankoop van een creditpakket word je premium lid: je ziet alle foto’s scherp en kunt tot 25 foto’s uploaden in plaats van 3.',
        ],
      },
      {
        heading: 'Zijn alle profielen echte mensen?',
        paragraphs: [
          'Nee. Sommige profielen zijn fictief en gemarkeerd; ze zijn er voor entertainment en je kunt ze niet in het echt ontmoeten.',
        ],
      },
      {
        heading: 'Wordt mijn abonnement automatisch verlengd?',
        paragraphs: ['Er is geen abonnement. Elk creditpakket is een eenmalige betaling.'],
      },
      {
        heading: 'Hoe krijg ik geld terug voor ongebruikte credits?',
        paragraphs: [
          'Kies binnen {refundDays} dagen na aankoop „Overeenkomst hier herroepen” onderaan de pagina of in je accountmenu en bevestig; onze informatie over herroeping legt de details uit.',
        ],
      },
      {
        heading: 'Hoe verwijder ik mijn account?',
        paragraphs: [
          'Kies in je instellingen “Account verwijderen”. Binnen 14 dagen kun je het terughalen; daarna wordt alles gewist.',
        ],
      },
      {
        heading: 'Iemand valt me lastig. Wat kan ik doen?',
        paragraphs: [
          'Blokkeer het lid via zijn of haar profiel en meld het. Iedereen, ook zonder account, kan inhoud melden via ons klachtenformulier.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Herroepingsrecht',
    description:
      'Hoe je ongebruikte credits van {brand} binnen {refundDays} dagen terugstuurt, en je herroepingsrecht.',
    sections: [
      {
        heading: 'Ongebruikte credits terugsturen',
        paragraphs: [
          'Credits die je niet hebt gebruikt, kun je binnen {refundDays} dagen na aankoop terugsturen. We betalen de prijs van de ongebruikte credits binnen 14 dagen na je verzoek terug via de betaalmethode die je gebruikte. Credits die je gratis kreeg bij je aanmelding of een actie worden niet terugbetaald.',
        ],
      },
      {
        heading: 'Herroepingsrecht',
        paragraphs: [
          'Als consument in de EU heb je 14 dagen om een aankoop te herroepen. Door credits te gebruiken vraag je ons de dienst direct te leveren; voor gebruikte credits vervalt je herroepingsrecht met dat gebruik.',
        ],
      },
      {
        heading: 'Zo vraag je het aan',
        paragraphs: [
          'Zolang je kunt herroepen, staat de link „Overeenkomst hier herroepen” onderaan elke pagina en in je accountmenu; die opent de aankoop op je betalingenpagina. Kies „Overeenkomst hier herroepen” en daarna „Herroeping bevestigen”. We bevestigen meteen per e-mail, met de datum en tijd van ontvangst, het factuurnummer en het bedrag dat we terugbetalen. Kun je niet inloggen, stuur dan het modelformulier hieronder of een andere duidelijke verklaring naar {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Modelformulier voor herroeping',
        paragraphs: [
          '(Dit formulier alleen invullen en terugzenden als je de overeenkomst wilt herroepen.)',
          'Aan {company}, {address}, {city}, {country}, {email}:',
          'Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de levering van de volgende dienst (*) herroep/herroepen (*): credits op {brand}, factuurnummer …',
          'Besteld op (*)/Ontvangen op (*) …',
          'Naam/Namen consument(en) …',
          'Adres consument(en) …',
          'Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend) …',
          'Datum …',
          '(*) Doorhalen wat niet van toepassing is.',
        ],
      },
    ],
  },
  service: {
    title: 'Klantenservice',
    description:
      'Neem contact op met de klantenservice van {brand}: e-mail, telefoon en postadres.',
    sections: [
      {
        heading: 'Contact',
        paragraphs: [
          'E-mail: {email}. We antwoorden binnen één werkdag.',
          'Telefoon: {phone}, maandag tot en met vrijdag, 9.00 tot 17.00 uur.',
          'Post: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Voordat je schrijft',
        paragraphs: [
          'Schrijf ons vanaf het e-mailadres van je account en noem je gebruikersnaam, zodat we je account snel vinden. Stuur ons nooit je wachtwoord.',
        ],
      },
      {
        heading: 'Inhoud melden',
        paragraphs: [
          'Wil je een profiel, foto of bericht melden, gebruik dan het klachtenformulier: het gaat direct naar onze moderatoren en je krijgt een bevestiging per e-mail.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Colofon',
    description: 'Bedrijfsgegevens van {company}, aanbieder van {brand}.',
    sections: [
      {
        heading: 'Aanbieder',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'KvK-nummer: {kvk}. Btw-nummers: {vat}.',
          'Handelsnamen: {tradenames}.',
          'Bestuurder: {director}.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['E-mail: {email}. Telefoon: {phone}.'],
      },
    ],
  },
}
