export const LOGO_ALT = 'AdReel AI video ads logo';

export function Logo({ className = 'h-9 w-auto', light = false }: { className?: string; light?: boolean }) {
  return <img src={light ? '/logo-light.svg' : '/logo.svg'} alt={LOGO_ALT} className={className} />;
}
