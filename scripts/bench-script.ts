/**
 * The render benchmark's ad: a 30 s, five-scene script, three scenes over the bench product's images
 * and two without one; below, its lines as the offline translator leaves them.
 */
export function benchScenes(urls: string[]) {
  return [
    {
      duration: 6,
      background: `Product image 1: ${urls[0]}`,
      voiceover: 'Tired of lumpy smoothies? Meet SuperBlend Pro.',
      animation: 'slow zoom in',
    },
    {
      duration: 6,
      background: `Product image 2: ${urls[1]}`,
      voiceover: 'Twelve speeds and a quiet motor, ready in seconds.',
    },
    {
      duration: 5,
      background: 'Happy person in a bright kitchen',
      voiceover: 'Soups, nut butters and frozen treats.',
    },
    {
      duration: 5,
      background: `Product image 4: ${urls[3]}`,
      voiceover: 'It even cleans itself.',
      animation: 'pan left',
    },
    { duration: 5, background: 'Brand colours', voiceover: 'Grab yours today with the link below.' },
  ];
}

/** The bench script's five lines as the translator leaves them (the product's name and facts kept). */
export const BENCH_TRANSLATIONS: Record<'es' | 'pl' | 'de', string[]> = {
  es: [
    '¿Cansado de batidos con grumos? Te presento SuperBlend Pro.',
    'Doce velocidades y un motor silencioso, listo en segundos.',
    'Sopas, cremas de frutos secos y postres helados.',
    'Y además: se limpia solo.',
    '¡Toca el enlace y consigue SuperBlend Pro hoy mismo!',
  ],
  pl: [
    'Masz dość grudek w koktajlach? Poznaj SuperBlend Pro.',
    'Dwanaście prędkości i cichy silnik, gotowe w kilka sekund.',
    'Zupy, masła orzechowe i mrożone desery.',
    'A do tego sam się czyści.',
    'Kliknij link i zamów SuperBlend Pro już dziś!',
  ],
  de: [
    'Genug von klumpigen Smoothies? Das ist SuperBlend Pro.',
    'Zwölf Stufen und ein leiser Motor, fertig in Sekunden.',
    'Suppen, Nussmus und gefrorene Desserts.',
    'Und er reinigt sich sogar selbst.',
    'Tippe auf den Link und hol dir SuperBlend Pro noch heute!',
  ],
};
