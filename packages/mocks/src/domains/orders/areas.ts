// Where orders travel: a small area tree (province, city, district, with the e-commerce channel's area ids) that
// delivery addresses are chosen from.

type District = [code: string, name: string, jd: string];
type City = [code: string, name: string, districts: District[], jd: string];
export const areaTree: [code: string, name: string, jd: string, cities: City[]][] = [
  [
    '370000',
    '山东省',
    '13',
    [
      [
        '370100',
        '济南市',
        [
          ['370102', '历下区', '2900'],
          ['370103', '市中区', '2901'],
          ['370112', '历城区', '2905'],
        ],
        '1000',
      ],
      [
        '370200',
        '青岛市',
        [
          ['370202', '市南区', '2920'],
          ['370212', '崂山区', '2925'],
        ],
        '1007',
      ],
    ],
  ],
  [
    '110000',
    '北京市',
    '1',
    [
      [
        '110100',
        '北京市',
        [
          ['110101', '东城区', '2800'],
          ['110105', '朝阳区', '2803'],
          ['110108', '海淀区', '2805'],
        ],
        '72',
      ],
    ],
  ],
  [
    '130000',
    '河北省',
    '5',
    [
      [
        '130100',
        '石家庄市',
        [
          ['130102', '长安区', '2860'],
          ['130104', '桥西区', '2861'],
        ],
        '142',
      ],
    ],
  ],
  [
    '140000',
    '山西省',
    '6',
    [
      [
        '140100',
        '太原市',
        [
          ['140105', '小店区', '2880'],
          ['140106', '迎泽区', '2881'],
        ],
        '303',
      ],
    ],
  ],
];
