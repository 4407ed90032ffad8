// Playwright compiles specs to CommonJS and turns their `import()` into `require()`, which
// cannot load an ES module such as Pagefind's search script; Node runs this file itself.
module.exports = (url) => import(url);
