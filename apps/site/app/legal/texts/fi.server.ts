import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Käyttöehdot',
    description:
      'Palvelun {brand} käyttöehdot: kuka palvelua saa käyttää, miten krediitit ja premium toimivat, sinun ja meidän oikeutemme.',
    sections: [
      {
        heading: '1. Keitä olemme ja mitä ehdot koskevat',
        paragraphs: [
          'Palvelua {brand} ({domain}) ylläpitää {company}, {address}, {city}, {country}, joka on merkitty Alankomaiden kauppakamarin rekisteriin numerolla {kvk} (ALV {vat}). Ehdot koskevat jokaista käyntiä ja kaikkea palvelun {brand} käyttöä, maksutonta tai maksullista, siitä hetkestä, kun luot tilin.',
          'Rekisteröitymällä hyväksyt nämä ehdot ja tietosuojaselosteemme. Jos et hyväksy niitä, älä käytä palvelua.',
        ],
      },
      {
        heading: '2. Kuka palvelua saa käyttää',
        paragraphs: [
          'Sinun on oltava vähintään 18-vuotias, ja asuinpaikkasi lain on sallittava aikuisille tarkoitetun sisällön katselu. Sinulla saa olla vain yksi tili, vain omaan käyttöösi, ja sinun on annettava itsestäsi totuudenmukaiset tiedot.',
          'Voimme pyytää sinua vahvistamaan ikäsi tai henkilöllisyytesi. Siihen asti voimme rajoittaa tiliäsi.',
        ],
      },
      {
        heading: '3. Kuvitteelliset profiilit',
        paragraphs: [
          'Osa palvelun {brand} profiileista on kuvitteellisia. Tiimimme kirjoittaa ja ylläpitää niitä viihdetarkoituksessa, ja ne on merkitty sellaisiksi. Kuvitteellisten profiilien takana olevia henkilöitä ei voi tavata, eikä niiden kautta tarjota tai luvata todellisia tapaamisia.',
        ],
      },
      {
        heading: '4. Krediitit ja premium-jäsenyys',
        paragraphs: [
          'Viestien, kuvien ja lahjojen lähettäminen maksaa krediittejä. Jokaisen toiminnon ja krediittipaketin hinta näytetään ennen maksua. Krediitit ostetaan kertamaksuilla; tilausta ei ole eikä mikään uusiudu automaattisesti.',
          'Minkä tahansa krediittipaketin ostaminen tekee sinusta premium-jäsenen, jolla on premium-sivulla kuvatut lisäominaisuudet. Krediitit eivät vanhene niin kauan kuin tilisi on olemassa, niillä ei ole rahallista arvoa eikä niitä voi siirtää.',
          'Voit palauttaa käyttämättömät krediitit {refundDays} päivän kuluessa ostosta palautusehtojemme mukaisesti.',
        ],
      },
      {
        heading: '5. Käyttäytymissäännöt',
        paragraphs: [
          'Älä häiritse, uhkaile tai harhaanjohda muita jäseniä; älä julkaise sisältöä, joka on laitonta, esittää alaikäisiä, loukkaa muiden oikeuksia tai on mainontaa; älä pyydä tai tarjoa rahaa tai maksullisia palveluja; älä kerää muiden jäsenten tietoja äläkä käytä automaattisia työkaluja.',
          'Voimme poistaa sisältöä sekä rajoittaa tai sulkea tilejä, jotka rikkovat näitä sääntöjä tai lakia. Kerromme syyn ja sen, miten voit hakea muutosta, ellei laki sitä kiellä. Käyttökieltoa käsittelevä sivu kertoo menettelystä.',
        ],
      },
      {
        heading: '6. Sisältösi',
        paragraphs: [
          'Oikeudet lataamiisi teksteihin ja kuviin säilyvät sinulla. Annat meille luvan tallentaa, näyttää ja muokata niitä (esimerkiksi pienentää) niin kauan kuin ne ovat osa profiiliasi, ja vain palvelun tuottamiseksi.',
        ],
      },
      {
        heading: '7. Vastuu',
        paragraphs: [
          'Teemme parhaamme, jotta {brand} olisi käytettävissä ja turvallinen, mutta emme voi luvata keskeytyksetöntä palvelua. Emme vastaa muiden jäsenten sanomisista tai teoista, paitsi silloin kun laki tekee meistä vastuullisia. Lievässä huolimattomuudessa vastuumme rajoittuu summaan, jonka olet maksanut meille vahinkoa edeltäneiden kahdentoista kuukauden aikana; tämä ei rajoita vastuuta tahallisuudesta, törkeästä huolimattomuudesta tai henkeen, terveyteen tai ruumiiseen kohdistuvasta vahingosta.',
        ],
      },
      {
        heading: '8. Sopimuksen päättyminen',
        paragraphs: [
          'Voit poistaa tilisi milloin tahansa asetuksissa. Voimme irtisanoa sopimuksen kahden viikon irtisanomisajalla tai heti, jos näitä ehtoja rikotaan vakavasti.',
        ],
      },
      {
        heading: '9. Muutokset, sovellettava laki ja riidat',
        paragraphs: [
          'Tämä versio on voimassa {termsDate} alkaen. Ilmoitamme muutoksista vähintään 30 päivää ennen niiden voimaantuloa; jos et hyväksy niitä, voit poistaa tilisi ennen sitä.',
          'Sopimukseen sovelletaan Alankomaiden lakia, mutta asuinmaasi lain antama suoja säilyy. Valitukset lähetetään osoitteeseen {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Tietosuojaseloste',
    description:
      'Miten {company} käsittelee henkilötietojasi palvelussa {brand}: mitä keräämme, miksi, kuinka kauan ja oikeutesi GDPR:n mukaan.',
    sections: [
      {
        heading: 'Rekisterinpitäjä',
        paragraphs: [
          'Palvelun {brand} henkilötietojen rekisterinpitäjä on {company}, {address}, {city}, {country} (kauppakamari {kvk}). Tavoitat meidät osoitteesta {email} tai numerosta {phone}.',
        ],
      },
      {
        heading: 'Mitä käsittelemme ja miksi',
        paragraphs: [
          'Tilin tiedot (sähköpostiosoite, käyttäjänimi, salasanan tiiviste, syntymäaika, sukupuoli ja ketä etsit) tilin tarjoamiseksi sopimuksemme perusteella (GDPR 6 artiklan 1 kohdan b alakohta).',
          'Profiilin sisältö, kuvat, tykkäykset ja viestit deittailu- ja chattipalvelun tuottamiseksi. Itse antamiasi tietoja seksuaalisesta elämästäsi tai suuntautumisestasi käsittelemme nimenomaisella suostumuksellasi (GDPR 9 artiklan 2 kohdan a alakohta), jonka perut poistamalla tiedot.',
          'Maksutiedot (paketti, summa, maksutapa ja tila, ei koskaan koko korttinumeroa) sopimuksen täyttämiseksi ja kirjanpitovelvoitteidemme vuoksi (GDPR 6 artiklan 1 kohdan b ja c alakohta).',
          'Tekniset tiedot (IP-osoite, selain, vieraillut sivut, kampanja, jonka kautta tulit) palvelun turvallisuuden ja kumppaneiden kanssa tehtävän tilityksen vuoksi (oikeutettu etu, GDPR 6 artiklan 1 kohdan f alakohta).',
        ],
      },
      {
        heading: 'Kuka tietojasi vastaanottaa',
        paragraphs: [
          'Palvelin-, sähköposti- ja maksupalveluntarjoajamme käsittelevät tietoja puolestamme henkilötietojen käsittelysopimuksen nojalla. Muut jäsenet näkevät vain sen, mitä laitat profiiliisi. Emme koskaan myy tietojasi. Jos palveluntarjoaja on ETA-alueen ulkopuolella, käytämme Euroopan komission vakiosopimuslausekkeita.',
        ],
      },
      {
        heading: 'Kuinka kauan säilytämme',
        paragraphs: [
          'Tili- ja profiilitiedot säilytetään niin kauan kuin tilisi on olemassa. Tilin poistamisen jälkeen säilytämme ne 14 päivää, jotta voit palauttaa tilin, ja poistamme ne sitten. Maksutositteet säilytetään seitsemän vuotta verolainsäädännön vuoksi.',
        ],
      },
      {
        heading: 'Oikeutesi',
        paragraphs: [
          'Sinulla on oikeus tarkastaa, oikaista ja poistaa tietosi, rajoittaa käsittelyä ja vastustaa sitä sekä siirtää tiedot: asetuksissa voit ladata kaiken, mitä sinusta säilytämme. Kaikissa muissa asioissa kirjoita osoitteeseen {email}. Voit tehdä valituksen valvontaviranomaiselle, Suomessa tietosuojavaltuutetun toimistolle.',
        ],
      },
      {
        heading: 'Muut käsittelemämme tiedot',
        paragraphs: [
          'Sijainti: jos sallit sen, selaimesi sijaintia käytetään kerran alueesi ehdottamiseen; tallennamme vain valitsemasi alueen, emme koordinaatteja. Sijaintiasetuksesi ratkaisevat, mitä muut jäsenet näkevät.',
          'Suoraveloitus: SEPA-suoraveloitusta varten tallennamme tilinomistajan, IBANin, postiosoitteen ja puhelinnumeron, johon vahvistuskoodi lähetettiin, valtuutusta varten ja niin kauan kuin maksu- ja verosäännöt edellyttävät.',
          'Ilmoitukset: kun ilmoitat sisällöstä, tallennamme nimesi ja sähköpostiosoitteesi (jos annat ne), ilmoittamasi sisällön ja päätöksemme ilmoituksen käsittelyä ja tuloksesta kertomista varten.',
          'Push-ilmoitukset: kun otat ne käyttöön, tallennamme selaimesi push-osoitteen ja avaimet, kunnes poistat ne käytöstä tai kirjaudut ulos laitteella.',
          'Moderointi: kun rajoitamme sisältöä tai tiliä, säilytämme kyseisen sisällön ja perustelut niin kauan kuin valitus on mahdollinen ja kuusi kuukautta sen jälkeen, minkä jälkeen poistamme ne.',
          'Kuvitteelliset profiilit: kuvitteelliselle profiilille lähettämäsi viestit lukevat ja niihin vastaavat tiimimme työntekijät, jotka ylläpitävät näitä profiileja ja joita sitoo vaitiolovelvollisuus.',
        ],
      },
      {
        heading: 'Tietosuojayhteyshenkilö',
        paragraphs: [
          'Tietosuoja-asioissa ota yhteyttä: {company}, tietosuoja, {address}, {city}, {country}; sähköposti {email}, aiheeksi ”Tietosuoja”.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Evästekäytäntö',
    description: 'Mitä evästeitä {brand} käyttää, mihin ja kuinka kauan.',
    sections: [
      {
        heading: 'Mitä evästeet ovat',
        paragraphs: [
          'Evästeet ovat pieniä tekstitiedostoja, joita selain tallentaa verkkosivustoa varten. {brand} käyttää vain toiminnan kannalta välttämättömiä evästeitä; emme käytä kolmansien osapuolten mainos- tai seurantaevästeitä.',
        ],
      },
      {
        heading: 'Valintasi',
        paragraphs: [
          'Voit poistaa evästeet milloin tahansa selaimen asetuksista. Ilman istuntoevästettä et pysy kirjautuneena. Kysymykset: {email}.',
          'Kumppanieväste (tracking) tallennetaan vain suostumuksellasi; voit antaa tai peruuttaa sen milloin tahansa jokaisen sivun alareunan kohdassa ”Evästeasetukset”.',
        ],
      },
    ],
  },
  ban: {
    title: 'Käyttökielto',
    description:
      'Milloin {brand} rajoittaa tai estää tilin, miten kerromme siitä ja miten voit hakea muutosta.',
    sections: [
      {
        heading: 'Milloin rajoitamme tiliä',
        paragraphs: [
          'Poistamme sisältöä tai rajoitamme, jäädytämme tai suljemme tilin, kun se rikkoo ehtojamme tai lakia: esimerkiksi kun jäsen on alle 18-vuotias, häiritsee muita, pyytää rahaa, julkaisee laitonta sisältöä tai käyttää useita tilejä. Päätämme jäsenen tai vierailijan ilmoituksen tai oman tarkastuksemme perusteella.',
        ],
      },
      {
        heading: 'Perustelut',
        paragraphs: [
          'Kun rajoitamme sisältöäsi tai tiliäsi, lähetämme sinulle sähköpostilla perustelut: mitä teimme, mihin tosiseikkoihin päätös perustuu, mitä sääntöä tai lakia rikottiin, oliko mukana automaattinen työkalu ja miten voit riitauttaa päätöksen. Tätä edellyttää EU:n digipalvelusäädöksen 17 artikla.',
        ],
      },
      {
        heading: 'Muutoksenhaku',
        paragraphs: [
          'Sähköpostissa on linkki muutoksenhakulomakkeeseemme. Henkilö, joka ei osallistunut ensimmäiseen päätökseen, käsittelee pyyntösi ja vastaa sinulle. Voit myös kääntyä sertifioidun tuomioistuimen ulkopuolisen riidanratkaisuelimen tai tuomioistuimen puoleen.',
        ],
      },
      {
        heading: 'Krediitit käyttökiellon jälkeen',
        paragraphs: [
          'Jos suljemme tilisi vakavan rikkomuksen vuoksi, palautamme ostetut, käyttämättömät krediitit maksamaasi hintaan 14 päivän kuluessa. Vain petoksella tai takaisinperinnällä hankittuja krediittejä ei palauteta. Jos esto osoittautuu virheeksi, palautamme tilisi ja krediittisi.',
        ],
      },
    ],
  },
  faq: {
    title: 'Usein kysytyt kysymykset',
    description:
      'Vastaukset yleisimpiin kysymyksiin palvelusta {brand}: tili, krediitit, premium, tietosuoja ja turvallisuus.',
    sections: [
      {
        heading: 'Onko rekisteröityminen maksutonta?',
        paragraphs: [
          'Kyllä. Tilin luominen, profiilien selaaminen ja jäsenistä tykkääminen on maksutonta. Viestien, kuvien ja lahjojen lähettäminen maksaa krediittejä.',
        ],
      },
      {
        heading: 'Mitä premium antaa minulle?',
        paragraphs: [
          'Minkä tahansa krediittipaketin ostaminen tekee sinusta premium-jäsenen: näet kaikki kuvat tarkkoina ja voit ladata jopa 25 kuvaa kolmen sijaan.',
        ],
      },
      {
        heading: 'Ovatko kaikki profiilit oikeita ihmisiä?',
        paragraphs: [
          'Eivät. Osa profiileista on kuvitteellisia ja merkittyjä; ne ovat viihdettä, eikä niitä voi tavata.',
        ],
      },
      {
        heading: 'Uusiutuuko tilaukseni automaattisesti?',
        paragraphs: ['Tilausta ei ole. Jokainen krediittipaketti on kertamaksu.'],
      },
      {
        heading: 'Miten saan rahani takaisin käyttämättömistä krediiteistä?',
        paragraphs: [
          'Valitse {refundDays} päivän kuluessa ostosta ”Vetäydy sopimuksesta tästä” sivun alareunasta tai tilivalikosta ja vahvista; peruuttamisoikeutta koskevat tietomme kertovat yksityiskohdat.',
        ],
      },
      {
        heading: 'Miten poistan tilini?',
        paragraphs: [
          'Valitse asetuksista ”Poista tili”. Voit palauttaa sen 14 päivän kuluessa; sen jälkeen kaikki poistetaan.',
        ],
      },
      {
        heading: 'Joku häiritsee minua. Mitä voin tehdä?',
        paragraphs: [
          'Estä jäsen hänen profiilistaan ja ilmoita hänestä. Kuka tahansa, myös ilman tiliä, voi ilmoittaa sisällöstä valituslomakkeellamme.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Peruuttamisoikeus',
    description:
      'Näin palautat palvelusta {brand} ostetut käyttämättömät krediitit {refundDays} päivän kuluessa, ja peruuttamisoikeutesi.',
    sections: [
      {
        heading: 'Käyttämättömien krediittien palautus',
        paragraphs: [
          'Voit palauttaa krediitit, joita et ole käyttänyt, {refundDays} päivän kuluessa ostosta. Hyvitämme käyttämättömien krediittien hinnan käyttämällesi maksutavalle 14 päivän kuluessa pyynnöstäsi. Rekisteröitymisen tai kampanjan yhteydessä ilmaiseksi saatuja krediittejä ei hyvitetä.',
        ],
      },
      {
        heading: 'Peruuttamisoikeus',
        paragraphs: [
          'Kuluttajana EU:ssa voit peruuttaa ostoksen 14 päivän kuluessa. Käyttämällä krediittejä pyydät meitä toimittamaan palvelun heti; käytettyjen krediittien osalta peruuttamisoikeus päättyy käyttöön.',
        ],
      },
      {
        heading: 'Näin teet pyynnön',
        paragraphs: [
          'Niin kauan kuin voit vetäytyä sopimuksesta, linkki ”Vetäydy sopimuksesta tästä” on jokaisen sivun alareunassa ja tilivalikossasi; se avaa ostoksen maksusivullasi. Valitse ”Vetäydy sopimuksesta tästä” ja sitten ”Vahvista sopimuksesta vetäytyminen”. Vahvistamme sen heti sähköpostilla, jossa on vastaanoton päivämäärä ja kellonaika, laskun numero ja palautettava summa. Jos et voi kirjautua sisään, lähetä alla oleva lomake tai muu yksiselitteinen ilmoitus osoitteeseen {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Malliperuuttamislomake',
        paragraphs: [
          '(täytä ja palauta tämä lomake vain, jos haluat peruuttaa sopimuksen)',
          'Vastaanottaja: {company}, {address}, {city}, {country}, {email}',
          'Ilmoitan/Ilmoitamme (*) täten, että haluan/haluamme (*) peruuttaa tekemäni/tekemämme (*) sopimuksen, joka koskee seuraavien palvelujen tarjoamista (*): krediitit palvelussa {brand}, laskun numero …',
          'Tilattu (pvm) (*)/vastaanotettu (pvm) (*) …',
          'Kuluttajan nimi/Kuluttajien nimet …',
          'Kuluttajan osoite/Kuluttajien osoitteet …',
          'Kuluttajan allekirjoitus/Kuluttajien allekirjoitukset (vain jos tämä lomake toimitetaan paperilla) …',
          'Päivämäärä …',
          '(*) Tarpeeton yliviivataan.',
        ],
      },
    ],
  },
  service: {
    title: 'Asiakaspalvelu',
    description:
      'Ota yhteyttä palvelun {brand} asiakaspalveluun: sähköposti, puhelin ja postiosoite.',
    sections: [
      {
        heading: 'Yhteystiedot',
        paragraphs: [
          'Sähköposti: {email}. Vastaamme yhden arkipäivän kuluessa.',
          'Puhelin: {phone}, maanantaista perjantaihin klo 10–18 (Suomen aikaa).',
          'Posti: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Ennen kuin kirjoitat',
        paragraphs: [
          'Kirjoita tilisi sähköpostiosoitteesta ja kerro käyttäjänimesi, jotta löydämme tilisi nopeasti. Älä koskaan lähetä meille salasanaasi.',
        ],
      },
      {
        heading: 'Sisällöstä ilmoittaminen',
        paragraphs: [
          'Jos haluat ilmoittaa profiilista, kuvasta tai viestistä, käytä valituslomaketta: se menee suoraan moderaattoreillemme, ja saat vahvistuksen sähköpostiisi.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Yritystiedot',
    description: 'Tiedot yrityksestä {company}, joka ylläpitää palvelua {brand}.',
    sections: [
      {
        heading: 'Palveluntarjoaja',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Kauppakamarin numero (KvK): {kvk}. ALV-numerot: {vat}.',
          'Aputoiminimet: {tradenames}.',
          'Toimitusjohtaja: {director}.',
        ],
      },
      {
        heading: 'Yhteystiedot',
        paragraphs: ['Sähköposti: {email}. Puhelin: {phone}.'],
      },
    ],
  },
}
