// pg's own value preparation (Dates, arrays, JSON), which @types/pg does not declare.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
