export function floorPage(locale: 'en' | 'ar'): string;
export function startFloorServer(port: number): Promise<{ url: string; close: () => void }>;
