/** mark.js ships no types; ./mark.ts describes the part the search bar uses. */
declare module 'mark.js/dist/mark.es6.js' {
  const Mark: unknown;
  export default Mark;
}
