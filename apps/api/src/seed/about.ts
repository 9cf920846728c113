import type { Locale } from '@dating/domain/locales'
import type { Random } from './random.ts'

/**
 * Phrase banks for the 'about' text members write themselves, in their own language.
 * Sentences avoid grammatical gender so any member can say them; `{region}` is the
 * member's region name.
 */
type PhraseBank = {
  openers: readonly string[]
  middles: readonly string[]
  closers: readonly string[]
}

export const aboutPhrases: Record<Locale, PhraseBank> = {
  da: {
    openers: [
      'Hej! Jeg bor i {region} og nyder de små ting i hverdagen.',
      'Jeg er et glad menneske med et stort hjerte og en skæv humor.',
      'Ny herinde, så jeg prøver lige at skrive lidt om mig selv.',
      'Hverdagen går med arbejde, venner og lange gåture langs vandet.',
      'Jeg griner let og tager sjældent mig selv alt for seriøst.',
    ],
    middles: [
      'I weekenden finder man mig gerne på et loppemarked eller i køkkenet.',
      'Jeg elsker hyggelige aftener med levende lys, god mad og et glas vin.',
      'Om sommeren cykler jeg helst ud til stranden med en madpakke.',
      'Jeg holder af ærlighed, gode samtaler og spontane ture ud i det blå.',
      'Musik fylder meget hos mig, og jeg går gerne til koncerter.',
      'En søndag med kaffe, avis og ingen planer er svær at slå.',
    ],
    closers: [
      'Skriv endelig, hvis du har lyst til en kop kaffe og en god snak.',
      'Jeg søger en at dele både grin og hverdag med.',
      'Lad os se, om kemien er der – send mig en besked.',
      'Er du nysgerrig og glad for livet, så hører jeg gerne fra dig.',
      'Måske er du den, jeg skal drikke morgenkaffe med?',
    ],
  },
  de: {
    openers: [
      'Hallo! Ich wohne in {region} und genieße das Leben in vollen Zügen.',
      'Ich bin ein offener, herzlicher Mensch mit einer Portion Humor.',
      'Neu hier und gespannt, wen ich kennenlernen darf.',
      'Mein Alltag besteht aus Arbeit, Freunden und viel frischer Luft.',
      'Man sagt mir nach, dass ich gut zuhören kann und gerne lache.',
    ],
    middles: [
      'Am Wochenende bin ich gern in der Natur unterwegs oder probiere neue Rezepte aus.',
      'Ein gemütlicher Abend mit einem guten Film und einem Glas Wein ist für mich perfekt.',
      'Ich reise gern, am liebsten spontan und ohne großen Plan.',
      'Ehrlichkeit und gute Gespräche sind mir wichtiger als alles andere.',
      'Musik begleitet mich den ganzen Tag, und ab und zu gehe ich tanzen.',
      'Sonntags gibt es bei mir ausgiebiges Frühstück und keine Termine.',
    ],
    closers: [
      'Wenn du Lust auf einen Kaffee und ein nettes Gespräch hast, schreib mir einfach.',
      'Ich suche jemanden, mit dem ich lachen und den Alltag teilen kann.',
      'Lass uns schauen, ob die Chemie stimmt.',
      'Bist du neugierig und humorvoll? Dann freue ich mich auf deine Nachricht.',
      'Vielleicht bist du ja die Person, die mir noch gefehlt hat.',
    ],
  },
  en: {
    openers: [
      "Hi there! I live in {region} and I'm making the most of life.",
      "I'm easy-going, a bit of a chatterbox and always up for a laugh.",
      'New here, so let me tell you a little about myself.',
      'Work keeps me busy, but I always make time for friends and fresh air.',
      "People say I'm a good listener with a slightly silly sense of humour.",
    ],
    middles: [
      "At the weekend you'll find me on a long walk or trying out a new recipe.",
      'A cosy night in with a good film and a glass of wine is my idea of heaven.',
      'I love travelling, especially the spontaneous kind with no real plan.',
      'Honesty and good conversation matter more to me than anything else.',
      "Music is always on in my house, and I'll happily dance in the kitchen.",
      'Sunday mornings are for a proper breakfast and absolutely no plans.',
    ],
    closers: [
      'If you fancy a coffee and a good chat, drop me a message.',
      "I'm looking for someone to share laughs and everyday life with.",
      "Let's see if there's a spark.",
      "Curious and kind? Then I'd love to hear from you.",
      'Maybe you are the one I have been waiting to meet.',
    ],
  },
  es: {
    openers: [
      '¡Hola! Vivo en {region} y disfruto cada día al máximo.',
      'Soy una persona alegre, cercana y con mucho sentido del humor.',
      'Acabo de llegar por aquí, así que te cuento un poco de mí.',
      'Entre semana trabajo mucho, pero siempre saco tiempo para los amigos.',
      'Dicen que sé escuchar y que me río con facilidad.',
    ],
    middles: [
      'Los fines de semana me gusta salir a caminar o probar recetas nuevas.',
      'Una buena cena, una peli y una copa de vino: mi plan perfecto.',
      'Me encanta viajar, sobre todo sin demasiados planes.',
      'Valoro la sinceridad y las buenas conversaciones por encima de todo.',
      'La música me acompaña siempre y de vez en cuando salgo a bailar.',
      'Los domingos son para desayunar sin prisa y no hacer nada.',
    ],
    closers: [
      'Si te apetece un café y una buena charla, escríbeme.',
      'Busco a alguien con quien compartir risas y el día a día.',
      'Veamos si hay química.',
      '¿Tienes curiosidad y buen humor? Me encantará saber de ti.',
      'Quizá seas la persona que estaba esperando conocer.',
    ],
  },
  fi: {
    openers: [
      'Moi! Asun {region} -alueella ja nautin elämästä täysin siemauksin.',
      'Olen iloinen ja rento ihminen, jolla on hieman kuiva huumorintaju.',
      'Uutena täällä, joten kerron vähän itsestäni.',
      'Arki kuluu töissä, ystävien kanssa ja luonnossa liikkuen.',
      'Minulle sanotaan, että osaan kuunnella ja nauran helposti.',
    ],
    middles: [
      'Viikonloppuisin lähden mielelläni metsään tai kokeilen uusia reseptejä.',
      'Saunailta ja hyvä elokuva ovat minulle täydellinen yhdistelmä.',
      'Matkustan mielelläni, parhaiten ilman tarkkoja suunnitelmia.',
      'Arvostan rehellisyyttä ja hyviä keskusteluja.',
      'Musiikki soi minulla aina, ja välillä käyn keikoilla.',
      'Kesällä mökkeily ja järvessä uiminen ovat parasta mitä tiedän.',
    ],
    closers: [
      'Jos kahvikupponen ja mukava jutteluhetki kiinnostavat, laita viestiä.',
      'Etsin ihmistä, jonka kanssa jakaa naurut ja arjen.',
      'Katsotaan, synkkaako meillä.',
      'Oletko utelias ja hyväntuulinen? Kuulisin sinusta mielelläni.',
      'Ehkä juuri sinä olet se, jota olen odottanut.',
    ],
  },
  fr: {
    openers: [
      'Bonjour ! Je vis en région {region} et je profite de la vie à fond.',
      "D'un naturel souriant, j'aime rire et partager de bons moments.",
      "Je viens d'arriver ici, alors je vous raconte un peu qui je suis.",
      'Mon quotidien, ce sont le travail, les amis et les balades au grand air.',
      "On me dit à l'écoute, avec un humour un peu décalé.",
    ],
    middles: [
      "Le week-end, j'aime flâner au marché ou tester de nouvelles recettes.",
      'Une soirée tranquille avec un bon film et un verre de vin, voilà mon bonheur.',
      "J'adore voyager, surtout sans trop savoir où je vais.",
      'La sincérité et les bonnes conversations comptent plus que tout pour moi.',
      'La musique ne me quitte jamais et je sors danser de temps en temps.',
      'Le dimanche, c’est grasse matinée, croissants et zéro programme.',
    ],
    closers: [
      'Si un café et une bonne discussion vous tentent, écrivez-moi.',
      'Je cherche quelqu’un avec qui partager les rires et le quotidien.',
      'Voyons si le courant passe entre nous.',
      'Curieux ou curieuse de nature ? J’ai hâte de vous lire.',
      "Peut-être êtes-vous la personne que j'attendais.",
    ],
  },
  it: {
    openers: [
      'Ciao! Vivo in {region} e mi godo la vita giorno per giorno.',
      'Sono una persona solare, con tanta voglia di ridere.',
      'Sono qui da poco, quindi ti racconto qualcosa di me.',
      'Le mie giornate sono fatte di lavoro, amici e passeggiate all’aria aperta.',
      'Dicono che so ascoltare e che ho un senso dell’umorismo tutto mio.',
    ],
    middles: [
      'Nel fine settimana mi piace fare lunghe passeggiate o cucinare per gli amici.',
      'Una serata tranquilla con un buon film e un bicchiere di vino è il massimo.',
      'Adoro viaggiare, soprattutto senza programmi precisi.',
      'Per me contano la sincerità e le belle chiacchierate.',
      'La musica mi accompagna sempre e ogni tanto vado a ballare.',
      'La domenica è fatta per una colazione lenta e nessun impegno.',
    ],
    closers: [
      'Se ti va un caffè e quattro chiacchiere, scrivimi pure.',
      'Cerco qualcuno con cui condividere risate e quotidianità.',
      'Vediamo se c’è intesa.',
      'Sei una persona curiosa e allegra? Mi farebbe piacere conoscerti.',
      'Magari sei proprio la persona che aspettavo.',
    ],
  },
  nb: {
    openers: [
      'Hei! Jeg bor i {region} og prøver å nyte hver dag.',
      'Jeg er et blidt menneske med god humor og mye energi.',
      'Ny her inne, så jeg forteller litt om meg selv.',
      'Hverdagen består av jobb, venner og turer i skog og mark.',
      'Folk sier at jeg er en god lytter som ler lett.',
    ],
    middles: [
      'I helgene går jeg gjerne på tur eller prøver nye oppskrifter.',
      'En rolig kveld med en god film og et glass vin er helt perfekt.',
      'Jeg elsker å reise, helst spontant og uten for mange planer.',
      'Ærlighet og gode samtaler betyr mye for meg.',
      'Musikk er alltid på hjemme hos meg, og jeg går gjerne på konsert.',
      'Om vinteren er det ski og kakao som gjelder.',
    ],
    closers: [
      'Har du lyst på en kaffe og en god prat, så send meg en melding.',
      'Jeg ser etter noen å dele latter og hverdag med.',
      'La oss se om kjemien stemmer.',
      'Er du nysgjerrig og blid? Da hører jeg gjerne fra deg.',
      'Kanskje det er nettopp deg jeg har ventet på?',
    ],
  },
  nl: {
    openers: [
      'Hoi! Ik woon in {region} en geniet volop van het leven.',
      'Ik ben een vrolijk en spontaan mens met een flinke dosis humor.',
      'Nieuw hier, dus ik vertel je graag iets over mezelf.',
      'Mijn dagen bestaan uit werk, vrienden en lekker naar buiten.',
      'Mensen zeggen dat ik goed kan luisteren en snel lach.',
    ],
    middles: [
      'In het weekend fiets ik graag een rondje of probeer ik nieuwe recepten uit.',
      'Een gezellige avond met een goede film en een glas wijn vind ik heerlijk.',
      'Ik reis graag, het liefst zonder vaste planning.',
      'Eerlijkheid en goede gesprekken vind ik het allerbelangrijkst.',
      'Muziek staat bij mij altijd aan en soms ga ik lekker dansen.',
      'Zondag is voor uitgebreid ontbijten en nergens heen hoeven.',
    ],
    closers: [
      'Zin in een kop koffie en een goed gesprek? Stuur me een berichtje.',
      'Ik zoek iemand om lachen en het dagelijks leven mee te delen.',
      'Laten we kijken of het klikt.',
      'Ben je nieuwsgierig en positief? Dan hoor ik graag van je.',
      'Misschien ben jij wel degene op wie ik wacht.',
    ],
  },
  pl: {
    openers: [
      'Cześć! Województwo {region} to mój dom, a ja cieszę się każdym dniem.',
      'Lubię się śmiać, rozmawiać i poznawać nowych ludzi.',
      'Jestem tu od niedawna, więc napiszę kilka słów o sobie.',
      'Moja codzienność to praca, przyjaciele i dużo ruchu na świeżym powietrzu.',
      'Podobno umiem słuchać i mam nietypowe poczucie humoru.',
    ],
    middles: [
      'W weekendy chodzę na długie spacery albo gotuję coś nowego.',
      'Spokojny wieczór z dobrym filmem i lampką wina to dla mnie ideał.',
      'Uwielbiam podróże, najlepiej spontaniczne i bez planu.',
      'Najważniejsze są dla mnie szczerość i dobre rozmowy.',
      'Muzyka towarzyszy mi zawsze, a czasem wychodzę potańczyć.',
      'Niedziela to czas na długie śniadanie i zero obowiązków.',
    ],
    closers: [
      'Jeśli masz ochotę na kawę i miłą rozmowę, napisz do mnie.',
      'Szukam kogoś, z kim mogę dzielić śmiech i codzienność.',
      'Sprawdźmy, czy zaiskrzy.',
      'Lubisz poznawać świat i masz poczucie humoru? Czekam na wiadomość.',
      'Może to właśnie na Ciebie czekam.',
    ],
  },
  sv: {
    openers: [
      'Hej! Jag bor i {region} och försöker njuta av varje dag.',
      'Jag är en glad och öppen person med lite torr humor.',
      'Ny här, så jag berättar lite om mig själv.',
      'Vardagen består av jobb, vänner och promenader i naturen.',
      'Folk säger att jag är bra på att lyssna och skrattar lätt.',
    ],
    middles: [
      'På helgerna går jag gärna ut i skogen eller testar nya recept.',
      'En mysig kväll med en bra film och ett glas vin är det bästa jag vet.',
      'Jag älskar att resa, helst spontant och utan för mycket planering.',
      'Ärlighet och bra samtal betyder mycket för mig.',
      'Musik är alltid på hemma hos mig och ibland går jag ut och dansar.',
      'Sommar betyder bad, jordgubbar och långa ljusa kvällar.',
    ],
    closers: [
      'Är du sugen på en fika och ett trevligt samtal, skicka ett meddelande.',
      'Jag letar efter någon att dela skratt och vardag med.',
      'Vi får se om det klickar.',
      'Är du nyfiken och glad? Då hör jag gärna av dig.',
      'Kanske är det just dig jag har väntat på?',
    ],
  },
}

/** Two to four sentences, in the member's own language. */
/**
 * A member's about text. The closers invite to meet (a coffee, a first date): a fictional
 * profile, whom nobody can meet, never says one (decision 060). The same numbers are drawn either
 * way, so the rest of a seeded person does not depend on it.
 */
export function aboutText(
  random: Random,
  locale: Locale,
  region: string,
  options: { fictional: boolean } = { fictional: false },
): string {
  const bank = aboutPhrases[locale]
  const sentences = [random.pick(bank.openers), ...random.sample(bank.middles, random.int(1, 2))]
  if (random.chance(0.8)) {
    const closer = random.pick(bank.closers)
    if (!options.fictional) sentences.push(closer)
  }
  return sentences.join(' ').replace('{region}', region)
}
