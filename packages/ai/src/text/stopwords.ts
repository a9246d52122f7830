/** Function words of the languages products commonly come in; keywords and search skip them. */
const LIST = `
a about above after again all also am an and any are as at be because been before being below between both but by
can could did do does doing down during each even ever every few for from further get gets got had has have having he her here
hers him his how i if in into is it its itself just let lets like made make makes many may me more most much must my
need new no nor not now of off on once one only or other our ours out over own per please same she should so some
such than that the their theirs them then there these they this those through to too under until up upon us use used
using very via was we well were what when where which while who whom why will with within without would yet you your
yours get really thing things way ways best better lot lots every everything anything something also than
introducing meet tired stop finally today unser unsere unser neuer neue neues
der die das den dem des ein eine einer eines einem einen und oder aber ist sind war waren wird werden hat haben mit
für fur von zu zum zur auf aus bei nach über uber unter vor ich du er sie es wir ihr ihre ihren ihrem sein seine
nicht kein keine auch noch nur schon so wie als am im in an dass daß sich mehr sehr dein deine deinen deinem euch uns
mal man mein meine jetzt hier dir dich mir mich was wer wo wenn dann denn doch ohne gegen durch bis um alle alles
le la les un une des et ou est sont avec pour par sur dans du de au aux ce cette ces qui que vous nous pas plus
el los las una uno y o es son con para por en del al lo que su sus tu mas muy
`;

export const STOPWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/u).filter(Boolean));
