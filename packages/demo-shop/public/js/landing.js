// Counts down to midnight so the offer banner looks alive; harmless when copied by the site cloner.
(() => {
  const countdown = document.querySelector('[data-countdown]');
  const pad = (n) => String(n).padStart(2, '0');
  const tick = () => {
    const now = new Date();
    const end = new Date(now);
    end.setHours(24, 0, 0, 0);
    const s = Math.floor((end - now) / 1000);
    countdown.textContent = `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  };
  if (countdown) {
    tick();
    setInterval(tick, 1000);
  }
  for (const img of document.querySelectorAll('img[data-src]')) {
    img.src = img.getAttribute('data-src');
  }
})();
