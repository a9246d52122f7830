import type { HookLines } from '../hooks.ts';

/** Alternative hooks (question, bold claim, pain point) in the six languages beyond English and German. */
export const es: HookLines = {
  question: [
    (n, c) =>
      c
        ? `¿Y si lo tuyo en ${c} pudiera ser mucho más? Te presento ${n}.`
        : `¿Y si una sola cosa pudiera cambiarte el día? Te presento ${n}.`,
    (n) => `¿Te has preguntado por qué todo el mundo habla de ${n}?`,
  ],
  claim: [
    (n) => `Lo mejor que vas a ver hoy: ${n}.`,
    (n, c) => (c ? `${n} pone el listón más alto en ${c}.` : `${n} pone el listón más alto.`),
  ],
  pain: [
    (n, c) =>
      c
        ? `¿Harto de decepciones en ${c}? ${n} lo soluciona.`
        : `¿Harto de conformarte con menos? ${n} lo soluciona.`,
    (n) => `¿Cansado de gastar dinero en cosas que no funcionan? Prueba ${n}.`,
  ],
};

export const fr: HookLines = {
  question: [
    (n, c) =>
      c
        ? `Et si vous pouviez attendre plus en ${c}? Découvrez ${n}.`
        : `Et si une seule chose pouvait changer votre journée? Découvrez ${n}.`,
    (n) => `Vous vous demandez pourquoi tout le monde parle de ${n}?`,
  ],
  claim: [
    (n) => `La meilleure chose que vous verrez aujourd'hui: ${n}.`,
    (n, c) => (c ? `${n} place la barre plus haut en ${c}.` : `${n} place la barre plus haut.`),
  ],
  pain: [
    (n, c) =>
      c
        ? `Déçu par tout ce qui existe en ${c}? ${n} change la donne.`
        : `Marre des demi-mesures? ${n} change la donne.`,
    (n) => `Fini l'argent jeté par les fenêtres. Essayez ${n}.`,
  ],
};

export const it: HookLines = {
  question: [
    (n, c) =>
      c
        ? `E se per ${c} ci fosse qualcosa di meglio? Ecco ${n}.`
        : `E se una sola cosa potesse cambiarti la giornata? Ecco ${n}.`,
    (n) => `Ti sei mai chiesto perché tutti parlano di ${n}?`,
  ],
  claim: [
    (n) => `La cosa migliore che vedrai oggi: ${n}.`,
    (n, c) => (c ? `${n} alza l'asticella per ${c}.` : `${n} alza l'asticella.`),
  ],
  pain: [
    (n, c) =>
      c
        ? `Stufo delle delusioni con ${c}? ${n} risolve tutto.`
        : `Stufo delle mezze misure? ${n} risolve tutto.`,
    (n) => `Basta sprecare soldi in cose che non funzionano. Prova ${n}.`,
  ],
};

export const pt: HookLines = {
  question: [
    (n, c) =>
      c
        ? `E se em ${c} pudesses ter muito mais? Conhece ${n}.`
        : `E se uma só coisa pudesse mudar o teu dia? Conhece ${n}.`,
    (n) => `Já te perguntaste porque é que toda a gente fala de ${n}?`,
  ],
  claim: [
    (n) => `A melhor coisa que vais ver hoje: ${n}.`,
    (n, c) => (c ? `${n} elevou a fasquia em ${c}.` : `${n} elevou a fasquia.`),
  ],
  pain: [
    (n, c) =>
      c ? `Farto de desilusões em ${c}? ${n} resolve isso.` : `Farto de meias medidas? ${n} resolve isso.`,
    (n) => `Chega de gastar dinheiro em coisas que não funcionam. Experimenta ${n}.`,
  ],
};

export const nl: HookLines = {
  question: [
    (n, c) =>
      c
        ? `Wat als ${c} zoveel meer voor je kon doen? Maak kennis met ${n}.`
        : `Wat als één ding je hele dag kon veranderen? Maak kennis met ${n}.`,
    (n) => `Ooit afgevraagd waarom iedereen het over ${n} heeft?`,
  ],
  claim: [
    (n) => `Dit is het beste wat je vandaag ziet: ${n}.`,
    (n, c) => (c ? `${n} legt de lat hoger voor ${c}.` : `${n} legt de lat hoger.`),
  ],
  pain: [
    (n, c) =>
      c ? `Teleurgesteld in ${c}? ${n} lost dat op.` : `Klaar met halve oplossingen? ${n} lost dat op.`,
    (n) => `Genoeg geld verspild aan dingen die niet werken. Probeer ${n}.`,
  ],
};

export const pl: HookLines = {
  question: [
    (n, c) =>
      c
        ? `A gdyby w kategorii ${c} dało się więcej? Oto ${n}.`
        : `A gdyby jedna rzecz mogła odmienić twój dzień? Oto ${n}.`,
    (n) => `Zastanawiasz się, dlaczego wszyscy mówią o produkcie ${n}?`,
  ],
  claim: [
    (n) => `Najlepsze, co dziś zobaczysz: ${n}.`,
    (n, c) => (c ? `${n} podnosi poprzeczkę w kategorii ${c}.` : `${n} podnosi poprzeczkę.`),
  ],
  pain: [
    (n, c) =>
      c
        ? `Masz dość rozczarowań w kategorii ${c}? ${n} to zmienia.`
        : `Masz dość półśrodków? ${n} to zmienia.`,
    (n) => `Koniec z wydawaniem pieniędzy na rzeczy, które nie działają. Sprawdź, co potrafi ${n}.`,
  ],
};
