export { closest, didYouMean, quoted } from '../../../core/config/suggest.ts';
