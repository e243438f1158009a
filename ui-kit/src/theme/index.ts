import './styled';
export * from './tokens';
export { theme, narrow, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { colorVars, toneVars } from './vars';
export { contrastRatio } from './contrast';
