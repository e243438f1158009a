/** A file the build emits as an asset (`?url`): the module is its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
