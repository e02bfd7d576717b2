/**
 * Runs in <head> before first paint: applies the stored colour mode and hides an announcement bar
 * the visitor dismissed, so neither flashes, and flags a page served outside the base path (the
 * banner in _document.tsx then shows, even when the scripts cannot load). It takes its settings
 * from data attributes on <html> (written from site.config.ts), so the text is constant and its
 * hash can be allowed by the Content-Security-Policy (next.config.js) instead of `unsafe-inline`.
 */
const bootScript =
  '(function(){var h=document.documentElement,d=h.dataset,p=location.pathname,b=d.basePath;' +
  "if(b&&p!==b&&p.indexOf(b+'/')!==0){d.baseUrlIssue='true'}" +
  'try{var s=window.localStorage,t=s.getItem(d.themeKey),' +
  "m=t==='dark'||t==='light'?t:(d.respectSystem==='true'&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':d.defaultTheme);" +
  "d.theme=m;h.classList.toggle('dark',m==='dark');h.style.colorScheme=m;" +
  "if(s.getItem(d.announcementKey)==='true'&&s.getItem(d.announcementIdKey)===d.announcementId){d.announcementDismissed='true'}" +
  '}catch(e){d.theme=d.defaultTheme}})()'

module.exports = { bootScript }
