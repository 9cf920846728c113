/**
 * Conversations for the demo accounts, in English like the Flirtwave brand. `me` is the demo
 * member, `them` the other member; {me} and {them} are replaced by their names. Each script
 * has seven lines from the demo member.
 */
export type ChatLine = readonly ['me' | 'them', string]

export const chatScripts: ReadonlyArray<readonly ChatLine[]> = [
  [
    ['them', 'Hi {me}! I saw you like hiking too – where do you usually go?'],
    ['me', "Hi {them}! Mostly the Peak District, it's only an hour away. You?"],
    ['them', 'Snowdonia whenever I can. The view from the top is worth every step.'],
    ['me', "It's on my list! Any route you'd recommend for a first time?"],
    ['them', 'The Pyg Track: steep but not too technical. Bring snacks 😄'],
    ['me', 'Noted, snacks are the most important gear.'],
    ['them', "Exactly! So what do you do when you're not climbing hills?"],
    ['me', 'Cooking, mostly. I make a decent risotto, if I say so myself.'],
    ['them', 'Now you are just showing off.'],
    ['me', "Guilty. I'm also learning the guitar, very slowly."],
    ['them', 'Ha, I would love to hear that one day. Or maybe not 😉'],
    ['me', 'Fair enough. Coffee first, so you can decide if I am worth a risotto?'],
    ['me', 'No pressure, of course!'],
    ['them', 'That sounds lovely. How about Saturday morning?'],
    ['them', "There's a nice little café near the station."],
  ],
  [
    ['me', 'Hey {them}, your travel photos are amazing. Where was the one with the lighthouse?'],
    ['them', 'Thank you! That was Portugal, near Sagres. Windy but beautiful.'],
    ['me', "I've never been to Portugal. Is the food as good as everyone says?"],
    ['them', "Better. I'd go back just for the custard tarts."],
    ['me', 'Okay, you sold it. Next holiday sorted.'],
    ['them', 'Where was your last trip?'],
    ['me', 'A long weekend in Edinburgh. Rained every day, loved it anyway.'],
    ['them', "That's the spirit! Did you climb Arthur's Seat?"],
    ['me', 'In the rain, yes. Very dramatic, very wet.'],
    ['them', "Haha, that's the proper Scottish experience."],
    ['me', 'What are you up to this week?'],
    ['them', 'Work, yoga, and a film night with friends on Friday.'],
    ['me', 'Sounds like a good week. Enjoy the film!'],
  ],
  [
    ['them', 'Hello {me} 👋 Happy Sunday!'],
    ['me', 'Happy Sunday {them}! Doing anything nice today?'],
    ['them', 'Farmers market and then a long walk with my sister’s dog.'],
    ['me', 'That sounds perfect. What kind of dog?'],
    ['them', 'A very fluffy, very stubborn spaniel called Biscuit.'],
    ['me', 'Biscuit is an excellent name.'],
    ['them', 'He agrees. Do you have any pets?'],
    ['me', 'Not at the moment, but I grew up with two cats.'],
    ['them', 'Cat person, noted 😄'],
    ['me', "I'm open-minded! Biscuit could convert me."],
    ['them', 'He does have that effect on people.'],
    ['me', 'Enjoy the market, tell me if you find anything good.'],
    ['me', 'And give Biscuit a pat from me.'],
    ['them', 'Will do! Found the best sourdough in town, by the way.'],
  ],
]
