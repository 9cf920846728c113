import type { Country } from '@dating/domain/countries'
import type { Gender } from '@dating/domain/profile-attributes'

function words(text: string): readonly string[] {
  return text.trim().split(/\s+/)
}

/** Common first names per country and gender, across the generations of an 18-75 audience. */
export const firstNames: Record<Country, Record<Gender, readonly string[]>> = {
  DK: {
    female: words(`
      Anne Mette Kirsten Hanne Susanne Lene Camilla Sofie Ida Emma Freja Maja Mathilde
      Laura Julie Caroline Signe Louise Line Pernille Birgitte Helle Malene Trine Astrid
      Clara Nanna Karen
    `),
    male: words(`
      Jens Peter Lars Søren Niels Henrik Anders Thomas Morten Rasmus Mads Frederik Mikkel
      Kasper Jesper Christian Martin Jakob Emil Oliver Magnus Mathias Jonas Torben Bent
      Ole Kristian Asger
    `),
  },
  DE: {
    female: words(`
      Anna Lena Julia Laura Katharina Sarah Lisa Hannah Sabine Petra Andrea Claudia
      Stefanie Nicole Sandra Susanne Monika Birgit Lea Marie Johanna Sophie Franziska
      Jana Melanie Kerstin Ute Anke
    `),
    male: words(`
      Thomas Michael Andreas Stefan Christian Markus Frank Jürgen Uwe Klaus Wolfgang
      Matthias Sebastian Tobias Jan Lukas Felix Jonas Maximilian Florian Tim Niklas Dirk
      Holger Sven Jens Moritz Philipp
    `),
  },
  GB: {
    female: words(`
      Olivia Amelia Emily Sophie Charlotte Jessica Hannah Lucy Chloe Sarah Emma Rebecca
      Rachel Claire Helen Karen Susan Julie Alison Gemma Laura Holly Megan Eleanor Freya
      Isla Fiona Zoe
    `),
    male: words(`
      Oliver Harry George Jack James William Thomas Daniel Matthew Joshua Samuel Benjamin
      Callum Liam Ryan Andrew David Paul Mark Stephen Richard Gareth Ian Alistair Rhys
      Owen Alfie Henry
    `),
  },
  ES: {
    female: words(`
      María Carmen Lucía Laura Marta Ana Paula Sara Elena Cristina Isabel Pilar Rosa
      Nuria Raquel Beatriz Alba Irene Claudia Andrea Silvia Montserrat Teresa Julia
      Noelia Sofía Marina Inés
    `),
    male: words(`
      Antonio José Manuel Francisco David Javier Daniel Carlos Jesús Alejandro Miguel
      Rafael Pablo Sergio Fernando Jorge Luis Alberto Álvaro Diego Adrián Iván Rubén
      Óscar Raúl Hugo Mario Marcos
    `),
  },
  FI: {
    female: words(`
      Aino Helmi Emma Sofia Laura Anna Maria Johanna Tiina Sari Pirjo Päivi Minna Satu
      Riikka Hanna Elina Noora Veera Ella Kaisa Marjatta Anneli Heidi Jenni Suvi Iida
      Leena
    `),
    male: words(`
      Juha Timo Mikko Jari Kari Matti Antti Pekka Jukka Markku Ville Janne Tuomas Sami
      Olli Eero Aleksi Joonas Lauri Onni Eino Väinö Teemu Heikki Petri Jussi Niko Tapio
    `),
  },
  FR: {
    female: words(`
      Marie Camille Léa Manon Chloé Emma Julie Sarah Laura Pauline Claire Sophie Isabelle
      Nathalie Sandrine Valérie Céline Aurélie Élodie Mathilde Juliette Inès Louise Alice
      Catherine Sylvie Margaux Anaïs
    `),
    male: words(`
      Jean Pierre Nicolas Thomas Julien Antoine Maxime Alexandre Hugo Lucas Louis Gabriel
      Arthur Mathieu Sébastien Guillaume Romain François Philippe Laurent Olivier
      Christophe Stéphane Benoît Théo Raphaël Vincent Jérôme
    `),
  },
  IT: {
    female: words(`
      Giulia Francesca Chiara Sara Martina Valentina Alessia Federica Elisa Silvia Paola
      Laura Roberta Elena Anna Maria Giorgia Sofia Aurora Alice Beatrice Claudia Daniela
      Simona Monica Antonella Ilaria Serena
    `),
    male: words(`
      Marco Luca Giuseppe Francesco Alessandro Andrea Matteo Lorenzo Davide Simone
      Federico Riccardo Stefano Paolo Giovanni Roberto Antonio Massimo Fabio Gabriele
      Leonardo Tommaso Emanuele Nicola Salvatore Daniele Pietro Claudio
    `),
  },
  NO: {
    female: words(`
      Nora Emma Ingrid Sofie Ida Thea Maja Sara Hanne Kari Anne Marit Randi Solveig Silje
      Kristin Hilde Linn Ragnhild Tone Mari Live Tuva Astrid Camilla Guro Vilde Eli
    `),
    male: words(`
      Ole Lars Jan Per Bjørn Knut Arne Svein Geir Terje Erik Anders Håkon Magnus Henrik
      Sindre Eirik Jonas Mathias Kristoffer Emil Aksel Sander Tor Øyvind Espen Vegard
      Trond
    `),
  },
  NL: {
    female: words(`
      Anne Sanne Lotte Emma Julia Sophie Fleur Eva Lisa Iris Anouk Marieke Femke Linda
      Monique Ingrid Petra Wilma Esther Marloes Nienke Roos Tessa Sara Mirjam Ilse Maud
      Karin
    `),
    male: words(`
      Jan Pieter Kees Henk Bas Joost Thijs Daan Sem Lucas Jesse Ruben Stijn Martijn
      Jeroen Sander Niels Bram Wouter Gert Marco Rob Erik Hans Tim Lars Koen Mark
    `),
  },
  PL: {
    female: words(`
      Anna Maria Katarzyna Małgorzata Agnieszka Barbara Ewa Magdalena Joanna Aleksandra
      Monika Zofia Julia Zuzanna Natalia Karolina Marta Paulina Justyna Dorota Beata
      Iwona Kinga Weronika Alicja Agata Hanna Oliwia
    `),
    male: words(`
      Piotr Krzysztof Andrzej Tomasz Paweł Marcin Michał Marek Grzegorz Jakub Adam Łukasz
      Kamil Mateusz Bartosz Wojciech Dawid Szymon Jan Antoni Filip Kacper Rafał Robert
      Mariusz Dariusz Sebastian Jacek
    `),
  },
  SE: {
    female: words(`
      Anna Eva Maria Karin Sara Emma Elin Linnea Johanna Sofia Ebba Alice Maja Elsa
      Astrid Wilma Frida Hanna Lina Malin Ulla Birgitta Ingrid Kristina Camilla Jenny Moa
      Agnes
    `),
    male: words(`
      Erik Lars Karl Anders Johan Per Nils Mikael Jonas Magnus Fredrik Oskar Gustav Axel
      Viktor Emil Lucas Hugo William Filip Björn Stefan Mattias Henrik Olof Linus
      Sebastian Elias
    `),
  },
}
