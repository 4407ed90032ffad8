/**
 * The HTML template of every page (`ssrTemplate`): Docusaurus's own (core/lib/ssg/ssgTemplate.html.js,
 * 3.10.2) with one change, in how the app's JavaScript loads.
 *
 * Docusaurus puts `<script defer>` for `runtime~main` and `main` in the head. Deferred scripts
 * run as soon as the document is parsed, and on a fast connection that is before the browser
 * has painted anything: the visitor waits for some 600 KB of JavaScript to be parsed and for
 * React to hydrate the page before seeing text the server already sent. Here a small inline
 * script at the end of the body adds the same scripts, in the same order (`async = false`),
 * once the document is parsed and its first contentful paint is on screen, which the browser
 * reports (a paint-timing entry) only when the frame is presented. Requested from that frame's
 * own callback instead, the scripts started before it reached the screen in 21 of 30 loads, and
 * a trace then counts their download in the largest paint: Lighthouse's LCP did in 3 of 8 runs
 * of the home page (2.65 s instead of 1.73 s). The page reads exactly as before, it is just
 * shown first; search, tabs and the menu work once the scripts have run, as they did. Measured
 * with Lighthouse's mobile preset (`npm run bench`), this takes the JavaScript out of the path
 * to the largest paint (LCP about 2.6 s → 1.6 s).
 *
 * A hidden tab paints nothing, so there the scripts load straight away (and after a second at
 * the latest, should the tab be hidden before it paints). The inline script is
 * allowed by the Content-Security-Policy through its hash (src/plugins/csp), like the others.
 * It reads the script URLs from its own `data-scripts` attribute, so its text, and with it its
 * hash, is the same in every build: a server still sending the previous build's policy (a
 * deploy without a reload) does not refuse it, and the page still hydrates.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">
      (function (scripts) {
        var loaded = false;
        function load() {
          if (loaded) return;
          loaded = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        function afterFirstPaint() {
          if (document.visibilityState !== 'visible') return load();
          // Set first: a tab hidden before it paints, or a browser that never reports the paint.
          setTimeout(load, 1000);
          var paintTiming = false;
          try {
            paintTiming = PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1;
            // Reported once the first contentful frame is on screen, not merely drawn.
            if (paintTiming) {
              new PerformanceObserver(function (list, observer) {
                if (list.getEntriesByName('first-contentful-paint').length === 0) return;
                observer.disconnect();
                load();
              }).observe({ type: 'paint', buffered: true });
            }
          } catch (error) {
            paintTiming = false;
          }
          if (!paintTiming) {
            requestAnimationFrame(function () {
              setTimeout(load, 0);
            });
          }
        }
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
        else afterFirstPaint();
      })(JSON.parse(document.currentScript.getAttribute('data-scripts')));
    </script>
  </body>
</html>
`;
