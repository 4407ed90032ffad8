// Pagefind's Node API is an ES module only (its package exports no `require` entry).
// Docusaurus loads plugins through jiti, which turns `import()` into `require()`; Node loads
// this CommonJS file itself, so the `import()` below is Node's own and can load it.
module.exports = () => import('pagefind');
