import type { Phrases } from '../phrases.ts';

/**
 * The offline writer's Dutch and Polish lines. Dutch ads say je. Polish declines names, and a foreign
 * product name does not decline well, so the name stays in the nominative ("Oto …", "… czeka") or
 * after a noun that takes the case ("o produkcie …", "w kategorii …").
 */
export const nl: Phrases = {
  hooksWithCategory: [
    (n, c) => `Nog steeds op zoek naar het beste in ${c}? Maak kennis met ${n}.`,
    (n, c) => `Stop met scrollen! Hou je van ${c}? Dan moet je ${n} zien.`,
    (n, c) => `Groot nieuws voor iedereen die van ${c} houdt: hier is ${n}.`,
  ],
  hooks: [
    (n) => `Stop met scrollen! Dit moet je zien: ${n}.`,
    (n) => `Wat als één kleine verandering elke dag makkelijker maakt? Maak kennis met ${n}.`,
    (n) => `Daarom heeft iedereen het over ${n}.`,
  ],
  genericBenefits: (n) => [
    `${n} maakt je dag een stuk makkelijker.`,
    'Kwaliteit die je vanaf het eerste gebruik merkt.',
  ],
  pads: (n) => [
    `Ontdek waarom zoveel mensen het over ${n} hebben.`,
    'Makkelijk om mee te beginnen, fijn in gebruik en gemaakt voor het echte leven.',
    `Stel je voor hoeveel makkelijker alles wordt met ${n}.`,
    `Wacht niet langer: dit is je teken om ${n} te proberen.`,
  ],
  offer: (price) => `Nu voor maar ${price}.`,
  cta: (n) => `Tik op de link en haal ${n} vandaag nog in huis!`,
  commentaryOpen: (n, c) =>
    c
      ? `Maak kennis met ${n}, dé vondst in ${c} waar iedereen het over heeft.`
      : `Maak kennis met ${n}, dé vondst waar iedereen het over heeft.`,
  commentaryClose: (price) =>
    price
      ? `Tik op de link en haal de jouwe voor maar ${price}!`
      : 'Tik op de link en haal de jouwe vandaag nog!',
  genericTags: ['#MustHave', '#Aanrader', '#Shoppen'],
  and: 'en',
};

export const pl: Phrases = {
  hooksWithCategory: [
    (n, c) => `Wciąż szukasz najlepszego rozwiązania w kategorii ${c}? Oto ${n}.`,
    (n, c) => `Stop! Jeśli interesuje cię ${c}, musisz to zobaczyć: ${n}.`,
    (n, c) => `Wielka nowość w kategorii ${c}: oto ${n}.`,
  ],
  hooks: [
    (n) => `Stop! Musisz to zobaczyć: ${n}.`,
    (n) => `A gdyby jedna mała zmiana ułatwiła ci każdy dzień? Oto ${n}.`,
    (n) => `Oto dlaczego wszyscy mówią teraz o produkcie ${n}.`,
  ],
  genericBenefits: (n) => [
    `${n} to prosty sposób, by ułatwić sobie codzienność.`,
    'Jakość, którą czujesz od pierwszego użycia.',
  ],
  pads: (n) => [
    `Sprawdź, dlaczego tak wiele osób zachwyca się produktem ${n}.`,
    'Łatwy na start, wygodny na co dzień i stworzony do prawdziwego życia.',
    `Wyobraź sobie, o ile łatwiej będzie z produktem ${n}.`,
    `Nie czekaj: ${n} czeka na ciebie.`,
  ],
  offer: (price) => `Zamów już dziś za jedyne ${price}.`,
  cta: (n) => `Kliknij w link i zamów już dziś: ${n}!`,
  commentaryOpen: (n, c) =>
    c ? `Oto ${n}, hit w kategorii ${c}, o którym mówią wszyscy.` : `Oto ${n}, hit, o którym mówią wszyscy.`,
  commentaryClose: (price) =>
    price ? `Kliknij w link i zamów za jedyne ${price}!` : 'Kliknij w link i zamów już dziś!',
  genericTags: ['#MusiszToMieć', '#Zakupy', '#Polecam'],
  and: 'i',
};
