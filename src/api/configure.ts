import { apiB, area, type Endpoint } from './client';

/** Base B `configure`: settings the server shares with the app. */

export type Configure = Endpoint;

export const configure = area(apiB, '').get<Configure>('configure');
