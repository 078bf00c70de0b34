import { CountryType, MatchEventStage, PayState } from '../../core/domain/enums';

/** The enumerations of SPEC section 3 are the app's own (core/domain/enums.ts). */
export { CountryType, PayState, MatchEventStage as Stage };
