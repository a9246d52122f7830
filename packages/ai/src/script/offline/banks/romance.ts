import type { Phrases } from '../phrases.ts';

/**
 * The offline writer's Spanish, French, Italian and Portuguese (European) lines. Written as ads in
 * those languages are written, not translated word by word: Spanish and Italian speak to one person
 * (tú / tu), French ads say vous, Portuguese ads in Portugal say tu. Lines that carry the category keep
 * it after a preposition ("en", "de", "per") so its gender and number never have to agree with anything.
 */
export const es: Phrases = {
  hooksWithCategory: [
    (n, c) => `¿Sigues buscando lo mejor en ${c}? Te presento ${n}.`,
    (n, c) => `¡Para un momento! Si te gusta ${c}, tienes que ver ${n}.`,
    (n, c) => `Gran noticia para los fans de ${c}: llega ${n}.`,
  ],
  hooks: [
    (n) => `¡Para un momento! Tienes que ver ${n}.`,
    (n) => `¿Y si un pequeño cambio te hiciera el día más fácil? Te presento ${n}.`,
    (n) => `Por esto todo el mundo habla de ${n}.`,
  ],
  genericBenefits: (n) => [
    `${n} está pensado para hacerte el día a día más fácil.`,
    'Una calidad que notas desde el primer uso.',
  ],
  pads: (n) => [
    `Descubre por qué tanta gente habla de ${n}.`,
    'Fácil de empezar, fácil de querer y hecho para la vida real.',
    `Imagina lo fácil que será todo con ${n}.`,
    `No esperes más: esta es tu señal para probar ${n}.`,
  ],
  offer: (price) => `Consíguelo hoy por solo ${price}.`,
  cta: (n) => `¡Toca el enlace y consigue ${n} hoy mismo!`,
  commentaryOpen: (n, c) =>
    c
      ? `Te presento ${n}, lo nuevo en ${c} de lo que todos hablan.`
      : `Te presento ${n}, lo nuevo de lo que todos hablan.`,
  commentaryClose: (price) =>
    price
      ? `¡Toca el enlace y consigue el tuyo por solo ${price}!`
      : '¡Toca el enlace y consigue el tuyo hoy!',
  genericTags: ['#Imprescindible', '#CompraOnline', '#Recomendado'],
  and: 'y',
};

export const fr: Phrases = {
  hooksWithCategory: [
    (n, c) => `Vous cherchez encore le meilleur en ${c}? Découvrez ${n}.`,
    (n, c) => `Arrêtez de scroller! Si vous aimez ${c}, vous devez voir ${n}.`,
    (n, c) => `Grande nouvelle pour les fans de ${c}: voici ${n}.`,
  ],
  hooks: [
    (n) => `Arrêtez de scroller! Il faut que vous voyiez ${n}.`,
    (n) => `Et si un petit changement rendait chaque journée plus simple? Découvrez ${n}.`,
    (n) => `Voici pourquoi tout le monde parle de ${n}.`,
  ],
  genericBenefits: (n) => [
    `${n} est conçu pour vous simplifier la vie.`,
    'Une qualité que vous sentez dès la première utilisation.',
  ],
  pads: (n) => [
    `Découvrez pourquoi tant de gens parlent de ${n}.`,
    'Facile à prendre en main, facile à adopter, pensé pour la vraie vie.',
    `Imaginez tout ce qui devient plus simple avec ${n}.`,
    `N'attendez plus: c'est le moment d'essayer ${n}.`,
  ],
  offer: (price) => `Disponible dès aujourd'hui pour seulement ${price}.`,
  cta: (n) => `Cliquez sur le lien pour obtenir ${n} dès aujourd'hui!`,
  commentaryOpen: (n, c) =>
    c
      ? `Découvrez ${n}, la pépite en ${c} dont tout le monde parle.`
      : `Découvrez ${n}, la pépite dont tout le monde parle.`,
  commentaryClose: (price) =>
    price
      ? `Cliquez sur le lien pour l'avoir à seulement ${price}!`
      : `Cliquez sur le lien pour l'avoir dès aujourd'hui!`,
  genericTags: ['#CoupDeCoeur', '#BonPlan', '#Shopping'],
  and: 'et',
};

export const it: Phrases = {
  hooksWithCategory: [
    (n, c) => `Cerchi ancora il meglio per ${c}? Ecco ${n}.`,
    (n, c) => `Fermati un attimo! Se ami ${c}, devi vedere ${n}.`,
    (n, c) => `Grande novità per chi ama ${c}: arriva ${n}.`,
  ],
  hooks: [
    (n) => `Fermati un attimo! Devi vedere ${n}.`,
    (n) => `E se un piccolo cambiamento ti semplificasse la giornata? Ecco ${n}.`,
    (n) => `Ecco perché tutti parlano di ${n}.`,
  ],
  genericBenefits: (n) => [
    `${n} è pensato per semplificarti la vita.`,
    'Una qualità che senti fin dal primo utilizzo.',
  ],
  pads: (n) => [
    `Scopri perché così tante persone parlano di ${n}.`,
    'Facile da iniziare, facile da amare, fatto per la vita di tutti i giorni.',
    `Immagina quanto diventa tutto più semplice con ${n}.`,
    `Non aspettare: è il momento giusto per provare ${n}.`,
  ],
  offer: (price) => `Tuo oggi a soli ${price}.`,
  cta: (n) => `Tocca il link e prendi ${n} oggi stesso!`,
  commentaryOpen: (n, c) =>
    c ? `Ecco ${n}, la novità per ${c} di cui parlano tutti.` : `Ecco ${n}, la novità di cui parlano tutti.`,
  commentaryClose: (price) =>
    price ? `Tocca il link e prendilo a soli ${price}!` : 'Tocca il link e prendilo oggi stesso!',
  genericTags: ['#DaAvere', '#Shopping', '#Consigliato'],
  and: 'e',
};

export const pt: Phrases = {
  hooksWithCategory: [
    (n, c) => `Ainda à procura do melhor em ${c}? Conhece ${n}.`,
    (n, c) => `Para de fazer scroll! Se gostas de ${c}, tens de ver ${n}.`,
    (n, c) => `Grande novidade para quem adora ${c}: chegou ${n}.`,
  ],
  hooks: [
    (n) => `Para de fazer scroll! Tens de ver ${n}.`,
    (n) => `E se uma pequena mudança tornasse o teu dia mais fácil? Conhece ${n}.`,
    (n) => `É por isto que toda a gente fala de ${n}.`,
  ],
  genericBenefits: (n) => [
    `${n} foi pensado para te facilitar a vida.`,
    'Qualidade que se sente logo na primeira utilização.',
  ],
  pads: (n) => [
    `Descobre porque é que tanta gente fala de ${n}.`,
    'Fácil de começar, fácil de adorar e feito para a vida real.',
    `Imagina como tudo fica mais fácil com ${n}.`,
    `Não esperes mais: este é o sinal para experimentares ${n}.`,
  ],
  offer: (price) => `Garante já o teu por apenas ${price}.`,
  cta: (n) => `Toca no link e garante ${n} hoje mesmo!`,
  commentaryOpen: (n, c) =>
    c
      ? `Conhece ${n}, a novidade em ${c} de que toda a gente fala.`
      : `Conhece ${n}, a novidade de que toda a gente fala.`,
  commentaryClose: (price) =>
    price ? `Toca no link e garante o teu por apenas ${price}!` : 'Toca no link e garante já o teu!',
  genericTags: ['#Imperdível', '#Compras', '#Recomendo'],
  and: 'e',
};
