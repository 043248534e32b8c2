throw new Error('needs a database');
export default 1;
