/** A runner who filled in everything the sample form requires, correctly. */
export const completeSignUp = {
  ticket: 100101,
  name: '张三',
  gender: 1,
  country: 'CN',
  idType: '1',
  idNumber: '11010519491231002X',
  birthday: '1949-12-31',
  phone: '13812345678',
  clothingSize: 'M',
  emergencyName: '李四',
  emergencyPhone: '13912345678',
};
