/// <reference types="vite/client" />
declare module 'virtual:brand-font-extended.css';
