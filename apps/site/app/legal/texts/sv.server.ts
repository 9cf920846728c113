import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Användarvillkor',
    description:
      'Villkoren för {brand}: vem som får använda tjänsten, hur krediter och premium fungerar, dina och våra rättigheter.',
    sections: [
      {
        heading: '1. Vilka vi är och vad villkoren gäller',
        paragraphs: [
          '{brand} ({domain}) drivs av {company}, {address}, {city}, {country}, registrerat i den nederländska handelskammaren under nummer {kvk} (moms {vat}). Villkoren gäller varje besök på och all användning av {brand}, gratis eller betald, från det att du skapar ett konto.',
          'När du registrerar dig godkänner du dessa villkor och vår integritetspolicy. Om du inte håller med ska du inte använda tjänsten.',
        ],
      },
      {
        heading: '2. Vem får använda tjänsten',
        paragraphs: [
          'Du måste vara minst 18 år och få ta del av innehåll för vuxna där du bor. Du får bara ha ett konto, bara för dig själv, och måste lämna sanna uppgifter om dig själv.',
          'Vi kan be dig bekräfta din ålder eller identitet. Tills du gör det kan vi begränsa ditt konto.',
        ],
      },
      {
        heading: '3. Fiktiva profiler',
        paragraphs: [
          'Vissa profiler på {brand} är fiktiva. De skrivs och drivs av vårt team som underhållning och är märkta som sådana. Du kan inte träffa personerna bakom fiktiva profiler i verkligheten, och inga riktiga möten erbjuds eller utlovas genom dem.',
        ],
      },
      {
        heading: '4. Krediter och premiummedlemskap',
        paragraphs: [
          'Det kostar krediter att skicka meddelanden, bilder och gåvor. Priset för varje handling och varje kreditpaket visas innan du betalar. Krediter köps med engångsbetalningar; det finns ingen prenumeration och inget förnyas automatiskt.',
          'När du köper ett kreditpaket blir du premiummedlem med de extra funktioner som beskrivs på premiumsidan. Krediter förfaller inte så länge ditt konto finns, har inget penningvärde och kan inte överlåtas.',
          'Du kan returnera oanvända krediter inom {refundDays} dagar efter köpet, enligt vår returpolicy.',
        ],
      },
      {
        heading: '5. Uppföranderegler',
        paragraphs: [
          'Trakassera, hota eller vilseled inte andra medlemmar; lägg inte upp innehåll som är olagligt, visar minderåriga, kränker andras rättigheter eller är reklam; be inte om eller erbjud pengar eller betaltjänster; samla inte in uppgifter om andra medlemmar och använd inga automatiska verktyg.',
          'Vi kan ta bort innehåll och begränsa eller stänga konton som bryter mot dessa regler eller lagen. Vi berättar varför och hur du överklagar, om inte lagen förbjuder det. Sidan om avstängning förklarar hur det går till.',
        ],
      },
      {
        heading: '6. Ditt innehåll',
        paragraphs: [
          'Du behåller rättigheterna till de texter och bilder du laddar upp. Du ger oss rätt att lagra, visa och anpassa dem (till exempel förminska dem) så länge de ingår i din profil, enbart för att driva tjänsten.',
        ],
      },
      {
        heading: '7. Ansvar',
        paragraphs: [
          'Vi gör vårt bästa för att {brand} ska vara tillgänglig och säker men kan inte lova avbrottsfri drift. Vi ansvarar inte för vad andra medlemmar säger eller gör, utom där lagen gör oss ansvariga. Vid ringa oaktsamhet är vårt ansvar begränsat till det belopp du betalat oss under de tolv månaderna före skadan; det begränsar inte ansvaret vid uppsåt, grov oaktsamhet eller skada på liv, kropp eller hälsa.',
        ],
      },
      {
        heading: '8. Avtalets upphörande',
        paragraphs: [
          'Du kan när som helst radera ditt konto i inställningarna. Vi kan säga upp avtalet med två veckors varsel, eller omedelbart vid ett allvarligt brott mot villkoren.',
        ],
      },
      {
        heading: '9. Ändringar, tillämplig lag och tvister',
        paragraphs: [
          'Denna version gäller från {termsDate}. Vi aviserar ändringar minst 30 dagar innan de träder i kraft; om du inte godtar dem kan du radera ditt konto innan dess.',
          'Nederländsk lag gäller, utan att du förlorar det skydd som lagen i ditt hemland ger dig. Klagomål skickas till {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Integritetspolicy',
    description:
      'Hur {company} behandlar dina personuppgifter på {brand}: vad vi samlar in, varför, hur länge och dina rättigheter enligt GDPR.',
    sections: [
      {
        heading: 'Personuppgiftsansvarig',
        paragraphs: [
          '{company}, {address}, {city}, {country} (handelskammaren {kvk}) är personuppgiftsansvarig för behandlingen på {brand}. Du når oss på {email} eller {phone}.',
        ],
      },
      {
        heading: 'Vad vi behandlar och varför',
        paragraphs: [
          'Kontouppgifter (e-postadress, användarnamn, lösenordshash, födelsedatum, kön och vem du söker), för att tillhandahålla ditt konto enligt vårt avtal (art. 6.1 b GDPR).',
          'Profilinnehåll, bilder, gillningar och meddelanden, för att driva dejting- och chattjänsten. Uppgifter om ditt sexualliv eller din läggning som du själv anger behandlas med ditt uttryckliga samtycke (art. 9.2 a GDPR), som du återkallar genom att ta bort dem.',
          'Betalningsuppgifter (paket, belopp, betalsätt och status, aldrig hela kortnumret), för att fullgöra avtalet och vår bokföringsskyldighet (art. 6.1 b och c GDPR).',
          'Tekniska uppgifter (IP-adress, webbläsare, besökta sidor, kampanjen du kom från), för att hålla tjänsten säker och göra upp med våra partner (berättigat intresse, art. 6.1 f GDPR).',
        ],
      },
      {
        heading: 'Vem som tar emot dina uppgifter',
        paragraphs: [
          'Våra leverantörer av drift, e-post och betalning behandlar uppgifter för vår räkning enligt ett personuppgiftsbiträdesavtal. Andra medlemmar ser bara det du lägger i din profil. Vi säljer aldrig dina uppgifter. Om en leverantör finns utanför EES använder vi EU-kommissionens standardavtalsklausuler.',
        ],
      },
      {
        heading: 'Hur länge vi sparar',
        paragraphs: [
          'Konto- och profiluppgifter sparas så länge ditt konto finns. Efter att du raderat kontot sparar vi dem i 14 dagar så att du kan återaktivera det, och raderar dem sedan. Betalningsunderlag sparas i sju år enligt skattelagstiftningen.',
        ],
      },
      {
        heading: 'Dina rättigheter',
        paragraphs: [
          'Du har rätt till tillgång, rättelse och radering, till begränsning av och invändning mot behandlingen och till dataportabilitet: i inställningarna kan du ladda ner allt vi sparar om dig. Skriv till {email} om allt annat. Du kan klaga hos en tillsynsmyndighet, i Sverige Integritetsskyddsmyndigheten (IMY).',
        ],
      },
      {
        heading: 'Andra uppgifter vi behandlar',
        paragraphs: [
          'Plats: om du tillåter det används webbläsarens position en gång för att föreslå din region; vi sparar bara den region du väljer, inte koordinaterna. Dina platsinställningar avgör vad andra medlemmar ser.',
          'Autogiro: för en SEPA-autogirering sparar vi kontohavare, IBAN, postadress och det telefonnummer bekräftelsekoden skickades till, för medgivandet och så länge betalnings- och skatteregler kräver.',
          'Anmälningar: när du anmäler innehåll sparar vi ditt namn och din e-postadress (om du anger dem), det du anmälde och vårt beslut, för att hantera anmälan och meddela dig utfallet.',
          'Pushnotiser: när du slår på dem sparar vi webbläsarens pushadress och nycklar tills du stänger av dem eller loggar ut på enheten.',
          'Moderering: när vi begränsar innehåll eller ett konto sparar vi det berörda innehållet och motiveringen så länge det går att överklaga och sex månader därefter, och raderar dem sedan.',
          'Fiktiva profiler: meddelanden du skickar till en fiktiv profil läses och besvaras av våra medarbetare som driver dessa profiler, under tystnadsplikt.',
        ],
      },
      {
        heading: 'Kontakt för dataskydd',
        paragraphs: [
          'Vår kontakt för dataskydd: {company}, att. Dataskydd, {address}, {city}, {country}; e-post {email} med ämnet ”Integritet”.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookiepolicy',
    description: 'Vilka cookies {brand} använder, vad de gör och hur länge de sparas.',
    sections: [
      {
        heading: 'Vad cookies är',
        paragraphs: [
          'Cookies är små textfiler som din webbläsare sparar för en webbplats. {brand} använder bara cookies som behövs för att sidan ska fungera; vi använder inga reklam- eller spårningscookies från tredje part.',
        ],
      },
      {
        heading: 'Dina val',
        paragraphs: [
          'Du kan när som helst radera cookies i webbläsarens inställningar. Utan sessionscookien kan du inte förbli inloggad. Frågor: {email}.',
          'Partnerkakan (tracking) sparas bara med ditt samtycke; du kan ge eller återkalla det när som helst under ”Inställningar för kakor” längst ner på varje sida.',
        ],
      },
    ],
  },
  ban: {
    title: 'Avstängning',
    description:
      'När {brand} begränsar eller stänger av ett konto, hur vi meddelar dig och hur du överklagar.',
    sections: [
      {
        heading: 'När vi begränsar ett konto',
        paragraphs: [
          'Vi tar bort innehåll eller begränsar, stänger av eller avslutar ett konto när det bryter mot våra villkor eller lagen: till exempel när en medlem är under 18, trakasserar andra, ber om pengar, lägger upp olagligt innehåll eller använder flera konton. Vi beslutar efter en anmälan från en medlem eller besökare, eller efter egna kontroller.',
        ],
      },
      {
        heading: 'Motivering',
        paragraphs: [
          'När vi begränsar ditt innehåll eller ditt konto skickar vi en motivering per e-post: vad vi gjorde, vilka fakta det bygger på, vilken regel eller lag som brutits, om ett automatiskt verktyg användes och hur du kan bestrida beslutet. Det följer av artikel 17 i EU:s förordning om digitala tjänster.',
        ],
      },
      {
        heading: 'Så överklagar du',
        paragraphs: [
          'E-postmeddelandet innehåller en länk till vårt överklagandeformulär. En person som inte deltog i det första beslutet prövar överklagandet och svarar dig. Du kan också vända dig till ett certifierat organ för tvistlösning utanför domstol eller till domstol.',
        ],
      },
      {
        heading: 'Krediter efter avstängning',
        paragraphs: [
          'Stänger vi ditt konto på grund av ett allvarligt brott återbetalar vi köpta, oanvända krediter till det pris du betalade, inom 14 dagar. Endast krediter som skaffats genom bedrägeri eller återkrav återbetalas inte. Visar sig avstängningen vara ett misstag återställer vi ditt konto och dina krediter.',
        ],
      },
    ],
  },
  faq: {
    title: 'Vanliga frågor',
    description:
      'Svar på de frågor medlemmar oftast ställer om {brand}: konto, krediter, premium, integritet och säkerhet.',
    sections: [
      {
        heading: 'Är det gratis att registrera sig?',
        paragraphs: [
          'Ja. Det är gratis att skapa ett konto, titta på profiler och gilla medlemmar. Det kostar krediter att skicka meddelanden, bilder och gåvor.',
        ],
      },
      {
        heading: 'Vad ger premium mig?',
        paragraphs: [
          'När du köper ett kreditpaket blir du premiummedlem: du ser alla bilder skarpt och kan ladda upp upp till 25 bilder i stället för 3.',
        ],
      },
      {
        heading: 'Är alla profiler riktiga människor?',
        paragraphs: [
          'Nej. Vissa profiler är fiktiva och märkta; de är underhållning och du kan inte träffa dem i verkligheten.',
        ],
      },
      {
        heading: 'Förnyas min prenumeration automatiskt?',
        paragraphs: ['Det finns ingen prenumeration. Varje kreditpaket är en engångsbetalning.'],
      },
      {
        heading: 'Hur får jag tillbaka pengar för oanvända krediter?',
        paragraphs: [
          'Välj inom {refundDays} dagar efter köpet ”Frånträd avtalet här” längst ner på sidan eller i kontomenyn och bekräfta; vår information om ångerrätt förklarar detaljerna.',
        ],
      },
      {
        heading: 'Hur raderar jag mitt konto?',
        paragraphs: [
          'Välj ”Radera konto” i inställningarna. Du kan få tillbaka det inom 14 dagar; därefter raderas allt.',
        ],
      },
      {
        heading: 'Någon besvärar mig. Vad kan jag göra?',
        paragraphs: [
          'Blockera medlemmen från profilen och anmäl hen. Alla, även utan konto, kan anmäla innehåll via vårt klagomålsformulär.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Ångerrätt',
    description:
      'Så returnerar du oanvända krediter köpta på {brand} inom {refundDays} dagar, och din ångerrätt.',
    sections: [
      {
        heading: 'Retur av oanvända krediter',
        paragraphs: [
          'Du kan returnera krediter som du inte har använt inom {refundDays} dagar efter köpet. Vi återbetalar priset för de oanvända krediterna till det betalsätt du använde, inom 14 dagar efter din begäran. Krediter som du fått gratis vid registreringen eller i en kampanj återbetalas inte.',
        ],
      },
      {
        heading: 'Ångerrätt',
        paragraphs: [
          'Som konsument i EU har du 14 dagars ångerrätt. När du använder krediter ber du oss utföra tjänsten direkt; för använda krediter upphör ångerrätten när de används.',
        ],
      },
      {
        heading: 'Så begär du det',
        paragraphs: [
          'Så länge du kan frånträda avtalet finns länken ”Frånträd avtalet här” längst ner på varje sida och i din kontomeny; den öppnar köpet på din sida med betalningar. Välj ”Frånträd avtalet här” och sedan ”Bekräfta frånträdandet”. Vi bekräftar direkt via e-post, med datum och tid då vi tog emot det, fakturanumret och beloppet vi återbetalar. Kan du inte logga in skickar du standardformuläret nedan eller ett annat tydligt meddelande till {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Standardformulär för utövande av ångerrätten',
        paragraphs: [
          '(Fyll i och returnera detta formulär endast om du vill frånträda avtalet.)',
          'Till {company}, {address}, {city}, {country}, {email}:',
          'Jag/Vi (*) meddelar härmed att jag/vi (*) vill frånträda mitt/vårt (*) avtal om tillhandahållande av följande tjänster (*): krediter hos {brand}, fakturanummer …',
          'Beställd den (*)/mottagen den (*) …',
          'Konsumentens/Konsumenternas namn …',
          'Konsumentens/Konsumenternas adress …',
          'Konsumentens/Konsumenternas namnteckning (endast om formuläret skickas i pappersform) …',
          'Datum …',
          '(*) Stryk det som inte gäller.',
        ],
      },
    ],
  },
  service: {
    title: 'Kundtjänst',
    description: 'Kontakta kundtjänst hos {brand}: e-post, telefon och postadress.',
    sections: [
      {
        heading: 'Kontakta oss',
        paragraphs: [
          'E-post: {email}. Vi svarar inom en arbetsdag.',
          'Telefon: {phone}, måndag till fredag kl. 9–17 (CET).',
          'Post: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Innan du skriver',
        paragraphs: [
          'Skriv från kontots e-postadress och ange ditt användarnamn, så hittar vi kontot snabbt. Skicka aldrig ditt lösenord till oss.',
        ],
      },
      {
        heading: 'Anmäla innehåll',
        paragraphs: [
          'Vill du anmäla en profil, en bild eller ett meddelande använder du klagomålsformuläret: det går direkt till våra moderatorer och du får en bekräftelse per e-post.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Om företaget',
    description: 'Företagsuppgifter om {company}, som driver {brand}.',
    sections: [
      {
        heading: 'Tjänsteleverantör',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Handelskammarnummer (KvK): {kvk}. Momsregistreringsnummer: {vat}.',
          'Handelsnamn: {tradenames}.',
          'Verkställande direktör: {director}.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['E-post: {email}. Telefon: {phone}.'],
      },
    ],
  },
}
