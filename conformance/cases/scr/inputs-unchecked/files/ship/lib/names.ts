export const table: string = 'events';
