/** The path of the Nu HTML Checker's jar (the package exports it as a String object). */
declare module 'vnu-jar' {
  const jar: string;
  export default jar;
}
