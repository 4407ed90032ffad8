/** The sandbox's data asset (src/plugins/sandbox-definitions): its URL, hashed at build time. */
declare module '@sandbox/data' {
  const url: string;
  export default url;
}
