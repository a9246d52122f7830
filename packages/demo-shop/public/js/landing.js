// Counts down to midnight so the offer banner looks alive; harmless when copied by the site cloner.
(function () {
  var el = document.querySelector('[data-countdown]');
  if (!el) return;
  function tick() {
    var now = new Date();
    var end = new Date(now);
    end.setHours(24, 0, 0, 0);
    var s = Math.floor((end - now) / 1000);
    var pad = function (n) { return String(n).padStart(2, '0'); };
    el.textContent = pad(Math.floor(s / 3600)) + ':' + pad(Math.floor((s % 3600) / 60)) + ':' + pad(s % 60);
  }
  tick();
  setInterval(tick, 1000);
  document.querySelectorAll('img[data-src]').forEach(function (img) {
    img.src = img.getAttribute('data-src');
  });
})();
