/** Vite hands a file imported with `?raw` over as its text. */
declare module '*?raw' {
  const text: string;
  export default text;
}
